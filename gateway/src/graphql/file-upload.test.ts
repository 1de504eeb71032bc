import { describe, expect, it } from 'vitest';
import { checkFileUpload, documentTypeOf, fileUploadInput } from './file-upload.ts';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n', 'latin1');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);

describe('documentTypeOf', () => {
  it('knows JPEG, PNG and PDF by content', () => {
    expect([documentTypeOf(JPEG), documentTypeOf(PNG), documentTypeOf(PDF)]).toEqual([
      'image/jpeg',
      'image/png',
      'application/pdf',
    ]);
  });

  it('refuses text, HTML and a bare PDF header', () => {
    for (const text of ['%PDF-', '%PDF-x', '<html><script>alert(1)</script></html>', 'invoice.pdf'])
      expect(documentTypeOf(Buffer.from(text))).toBeNull();
  });
});

describe('checkFileUpload', () => {
  it('names the file by its content, never by the uploader', () => {
    expect(checkFileUpload(PDF.toString('base64'), 'invoice')).toEqual({
      ok: true,
      file: { bytes: PDF, type: 'application/pdf', fileName: 'invoice.pdf' },
    });
    const png = checkFileUpload(`data:application/pdf;base64,${PNG.toString('base64')}`, 'attachment');
    expect(png.ok && png.file.fileName).toBe('attachment.png');
  });

  it('refuses a fake document, an oversized one before decoding, and text that is not base64', () => {
    expect(checkFileUpload(Buffer.from('<html>not a pdf</html>').toString('base64'), 'invoice')).toEqual({
      ok: false,
      problem: 'type',
    });
    const big = Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024 + 1 - PDF.length)]);
    expect(checkFileUpload(big.toString('base64'), 'invoice')).toEqual({ ok: false, problem: 'too-large' });
    expect(
      checkFileUpload(Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024 - PDF.length)]).toString('base64'), 'invoice')
        .ok,
    ).toBe(true);
    for (const text of ['', 'not base64!', 'A'])
      expect(checkFileUpload(text, 'x')).toEqual({ ok: false, problem: 'unreadable' });
  });
});

describe('fileUploadInput', () => {
  const messages = { unreadable: 'Unreadable.', 'too-large': 'Too large.', type: 'Wrong type.' };

  it("parses a FileUploadInput into a checked file named by content, and words a problem in the caller's message", () => {
    const schema = fileUploadInput('cheque', messages);
    expect(
      schema.parse({ fileName: 'evil.exe', contentType: 'text/html', base64: PNG.toString('base64') }),
    ).toMatchObject({ type: 'image/png', fileName: 'cheque.png' });
    const refused = schema.safeParse({
      fileName: 'a.pdf',
      contentType: 'application/pdf',
      base64: Buffer.from('<html>').toString('base64'),
    });
    expect(refused.success ? null : refused.error.issues[0]?.message).toBe('Wrong type.');
  });
});
