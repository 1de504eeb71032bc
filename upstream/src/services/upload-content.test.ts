import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import sharp from 'sharp';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkPdf, cleanUpload, reencodeImage } from './upload-content.ts';

const PNG_TYPE = { ext: 'png', contentType: 'image/png' } as const;
const JPEG_TYPE = { ext: 'jpg', contentType: 'image/jpeg' } as const;
const PDF_TYPE = { ext: 'pdf', contentType: 'application/pdf' } as const;
const HTML = '<html><body><script>alert(document.cookie)</script></body></html>';

const picture = (format: 'png' | 'jpeg') => {
  const image = sharp({ create: { width: 8, height: 6, channels: 3, background: '#c0392b' } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
};

/** A JPEG with a comment segment (FF FE) holding `text` right after its start marker. */
function withJpegComment(jpeg: Buffer, text: string): Buffer {
  const body = Buffer.from(text, 'latin1');
  const length = Buffer.alloc(2);
  length.writeUInt16BE(body.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, body, jpeg.subarray(2)]);
}

async function pdf(build?: (document: PDFDocument) => void, useObjectStreams = true): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([200, 200]);
  build?.(document);
  return Buffer.from(await document.save({ useObjectStreams }));
}

const openActionScript = (document: PDFDocument) => {
  const action = document.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
  document.catalog.set(PDFName.of('OpenAction'), document.context.register(action));
};

describe('reencodeImage', () => {
  it('keeps the pixels of a PNG and drops HTML appended after it', async () => {
    const png = Buffer.concat([await picture('png'), Buffer.from(HTML)]);
    const clean = await reencodeImage(png, PNG_TYPE, 'imageType');
    expect(clean.ok).toBe(true);
    if (!clean.ok) return;
    expect(clean.bytes.toString('latin1')).not.toContain('<script');
    expect(await sharp(clean.bytes).metadata()).toMatchObject({ format: 'png', width: 8, height: 6 });
  });

  it('drops a script hidden in a JPEG comment', async () => {
    const jpeg = withJpegComment(await picture('jpeg'), HTML);
    expect(jpeg.toString('latin1')).toContain('<script');
    const clean = await reencodeImage(jpeg, JPEG_TYPE, 'imageType');
    expect(clean.ok && clean.bytes.toString('latin1').includes('<script')).toBe(false);
    expect(clean.ok && (await sharp(clean.bytes).metadata()).format).toBe('jpeg');
  });

  it('refuses an image header followed by HTML with the kind’s wording', async () => {
    const png = await picture('png');
    const fake = Buffer.concat([png.subarray(0, 16), Buffer.from(HTML)]);
    expect(await reencodeImage(fake, PNG_TYPE, 'imageType')).toEqual({ ok: false, key: 'imageType' });
    const jpegHead = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(HTML)]);
    expect(await cleanUpload(jpegHead, JPEG_TYPE, 'documentType')).toEqual({ ok: false, key: 'documentType' });
  });
});

describe('checkPdf', () => {
  it('accepts a plain PDF, compressed object streams or not', async () => {
    for (const streams of [true, false]) {
      const clean = await checkPdf(await pdf(undefined, streams));
      expect(clean.ok).toBe(true);
    }
  });

  it('refuses a script run on open, in plain objects or inside a compressed object stream', async () => {
    const plain = await pdf(openActionScript, false);
    const compressed = await pdf(openActionScript, true);
    expect(compressed.toString('latin1')).not.toContain('/JavaScript');
    for (const bytes of [plain, compressed]) expect(await checkPdf(bytes)).toEqual({ ok: false, key: 'activeContent' });
  });

  it('refuses an attached file, a launch action and a name spelled with # escapes', async () => {
    const attached = await pdf((document) => {
      void document.attach(Buffer.from(HTML), 'page.html', { mimeType: 'text/html' });
    });
    expect(await checkPdf(attached)).toEqual({ ok: false, key: 'activeContent' });
    const launch = await pdf((document) => {
      const action = document.context.obj({ S: 'Launch', F: PDFString.of('calc.exe') });
      document.getPage(0).node.set(PDFName.of('AA'), document.context.obj({ O: action }));
    }, false);
    expect(await checkPdf(launch)).toEqual({ ok: false, key: 'activeContent' });
    const escaped = Buffer.from(
      (await pdf(undefined, false)).toString('latin1').replace('/Type /Catalog', '/Type /Catalog /J#61vaScript 4 0 R'),
      'latin1',
    );
    expect(await checkPdf(escaped)).toEqual({ ok: false, key: 'activeContent' });
  });

  it('refuses an object stream that inflates past the limit (a deflate bomb) without inflating it', async () => {
    const bomb = deflateSync(Buffer.alloc(64 * 1024 * 1024));
    const head =
      '%PDF-1.5\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\n' +
      `4 0 obj<</Type/ObjStm/N 1/First 4/Filter/FlateDecode/Length ${bomb.length}>>stream\n`;
    const file = Buffer.concat([
      Buffer.from(head, 'latin1'),
      bomb,
      Buffer.from('\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1'),
    ]);
    expect(file.length).toBeLessThan(2 * 1024 * 1024);
    expect(await checkPdf(file)).toEqual({ ok: false, key: 'documentType' });
  });

  it('refuses a PDF header followed by HTML, and a PDF without a page', async () => {
    expect(await checkPdf(Buffer.from(`%PDF-1.7\n${HTML}`))).toEqual({ ok: false, key: 'documentType' });
    const noPage = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1');
    expect(await cleanUpload(noPage, PDF_TYPE, 'documentType')).toEqual({ ok: false, key: 'documentType' });
  });
});
