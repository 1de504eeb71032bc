import { FILE_ERRORS } from '@shop/commerce/files';
import { describe, expect, it } from 'vitest';
import { checkBase64Upload, uploadInput } from './file-upload.ts';
import { validateInput } from './user-errors.ts';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n', 'latin1');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);

describe('checkBase64Upload', () => {
  it('names the file by its content, never by the uploader', () => {
    expect(checkBase64Upload(PDF.toString('base64'), 'document', 'invoice')).toEqual({
      ok: true,
      file: { bytes: PDF, type: 'application/pdf', fileName: 'invoice.pdf' },
    });
    const jpeg = checkBase64Upload(JPEG.toString('base64'), 'image', 'profile');
    expect(jpeg.ok && jpeg.file.fileName).toBe('profile.jpg');
  });

  it('accepts a data URL and line breaks, as browsers give them', () => {
    const base64 = PNG.toString('base64');
    const result = checkBase64Upload(
      `data:application/pdf;base64,${base64.slice(0, 8)}\n${base64.slice(8)}`,
      'image',
      'x',
    );
    expect(result.ok && result.file).toEqual({ bytes: PNG, type: 'image/png', fileName: 'x.png' });
  });

  it("refuses by the kind's types: a PDF is a document, not a picture", () => {
    expect(checkBase64Upload(PDF.toString('base64'), 'image', 'profile')).toEqual({ ok: false, key: 'imageType' });
    expect(checkBase64Upload(Buffer.from('<html>not a pdf</html>').toString('base64'), 'document', 'x')).toEqual({
      ok: false,
      key: 'documentType',
    });
  });

  it('refuses more than the limit before decoding, and exactly the limit passes', () => {
    expect(checkBase64Upload(Buffer.concat([PNG, Buffer.alloc(84)]).toString('base64'), 'image', 'x', 100).ok).toBe(
      true,
    );
    expect(checkBase64Upload(Buffer.concat([PNG, Buffer.alloc(85)]).toString('base64'), 'image', 'x', 100)).toEqual({
      ok: false,
      key: 'tooLarge',
    });
    const big = Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024 + 1 - PDF.length)]);
    expect(checkBase64Upload(big.toString('base64'), 'document', 'x')).toEqual({ ok: false, key: 'tooLarge' });
  });

  it('refuses text that is not base64, and nothing at all', () => {
    for (const text of ['', 'not base64!', '****', 'A', 'data:image/png;base64,'])
      expect(checkBase64Upload(text, 'document', 'x')).toEqual({ ok: false, key: 'unreadable' });
  });
});

describe('uploadInput', () => {
  it('parses an upload into a checked file named by content, whatever its fileName and contentType say', () => {
    expect(
      uploadInput('document', 'cheque').parse({
        fileName: 'evil.exe',
        contentType: 'text/html',
        base64: PNG.toString('base64'),
      }),
    ).toMatchObject({ type: 'image/png', fileName: 'cheque.png' });
  });

  it("refuses with the upload rule's code and message, on the upload's field", () => {
    const html = {
      fileName: 'a.pdf',
      contentType: 'application/pdf',
      base64: Buffer.from('<html>').toString('base64'),
    };
    const schema = (kind: 'image' | 'document') => uploadInput(kind, 'x');
    expect(validateInput(schema('document'), html, ['input', 'invoiceFile'])).toEqual({
      ok: false,
      userErrors: [{ field: ['input', 'invoiceFile'], ...FILE_ERRORS.documentType }],
    });
    expect(validateInput(schema('image'), html, ['input', 'image'])).toEqual({
      ok: false,
      userErrors: [{ field: ['input', 'image'], ...FILE_ERRORS.imageType }],
    });
    expect(validateInput(schema('image'), { ...html, base64: '*' }, [])).toMatchObject({
      userErrors: [FILE_ERRORS.unreadable],
    });
  });
});
