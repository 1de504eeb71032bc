import { describe, expect, it } from 'vitest';
import {
  FILE_ERRORS,
  UPLOAD_MAX_BYTES,
  checkChosenFile,
  checkUpload,
  detectImageType,
  detectUploadType,
  uploadTypeOfExtension,
} from './files.ts';

const bytes = (...values: number[]): Uint8Array => Uint8Array.from(values);
/** ASCII text as bytes. */
const text = (value: string): Uint8Array => Uint8Array.from(value, (char) => char.charCodeAt(0));
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16);
const PDF = text('%PDF-1.7\n1 0 obj\n');
/** `head` followed by zeros up to `length` bytes. */
const padded = (head: Uint8Array, length: number): Uint8Array => {
  const out = new Uint8Array(length);
  out.set(head);
  return out;
};

describe('type by content', () => {
  it('knows JPEG, PNG and PDF by their first bytes, whatever a name says', () => {
    expect(detectUploadType(JPEG)).toEqual({ ext: 'jpg', contentType: 'image/jpeg' });
    expect(detectUploadType(PNG)).toEqual({ ext: 'png', contentType: 'image/png' });
    expect(detectUploadType(PDF)).toEqual({ ext: 'pdf', contentType: 'application/pdf' });
    expect(detectImageType(PDF)).toBeNull();
  });

  it('refuses text, SVG, HTML, GIF, a bare signature, a PDF header without a version and nothing', () => {
    for (const sample of [
      text('invoice.pdf'),
      text('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      text('<html><script>alert(1)</script>'),
      text('GIF89a....'),
      text('%PDF-'),
      text('%PDF-x.y and more'),
      PNG.slice(0, 8),
      JPEG.slice(0, 3),
      new Uint8Array(),
    ]) {
      expect(detectUploadType(sample)).toBeNull();
    }
  });

  it('maps the stored extensions back to their types', () => {
    expect(['jpg', 'png', 'pdf', 'svg'].map((ext) => uploadTypeOfExtension(ext)?.contentType ?? null)).toEqual([
      'image/jpeg',
      'image/png',
      'application/pdf',
      null,
    ]);
  });
});

describe('checkUpload', () => {
  it('takes exactly 2 MB (2,097,152 bytes) and refuses one byte more, before reading the type', () => {
    expect(UPLOAD_MAX_BYTES).toBe(2_097_152);
    expect(checkUpload(padded(PNG, UPLOAD_MAX_BYTES), 'image')).toEqual({
      ok: true,
      type: { ext: 'png', contentType: 'image/png' },
    });
    expect(checkUpload(padded(text('GIF89a'), UPLOAD_MAX_BYTES + 1), 'image')).toEqual({ ok: false, key: 'tooLarge' });
    expect(checkUpload(padded(PDF, 101), 'document', 100)).toEqual({ ok: false, key: 'tooLarge' });
  });

  it('refuses a PDF as a picture, but takes it as a document', () => {
    expect(checkUpload(PDF, 'image')).toEqual({ ok: false, key: 'imageType' });
    expect(checkUpload(PDF, 'document')).toMatchObject({ ok: true, type: { ext: 'pdf' } });
    expect(checkUpload(text('<html>'), 'document')).toEqual({ ok: false, key: 'documentType' });
    expect(checkUpload(new Uint8Array(), 'document')).toEqual({ ok: false, key: 'unreadable' });
  });
});

describe('checkChosenFile', () => {
  it("checks the browser's size, then its declared type", () => {
    expect(checkChosenFile({ type: 'image/png', size: UPLOAD_MAX_BYTES }, 'image')).toBeNull();
    expect(checkChosenFile({ type: 'image/png', size: UPLOAD_MAX_BYTES + 1 }, 'image')).toBe('tooLarge');
    expect(checkChosenFile({ type: 'image/gif', size: UPLOAD_MAX_BYTES + 1 }, 'image')).toBe('tooLarge');
    expect(checkChosenFile({ type: 'application/pdf', size: 10 }, 'image')).toBe('imageType');
    expect(checkChosenFile({ type: 'application/pdf', size: 10 }, 'document')).toBeNull();
    expect(checkChosenFile({ type: '', size: 10 }, 'document')).toBe('documentType');
  });
});

describe('messages', () => {
  it('state the limit from its constant, one wording per meaning', () => {
    expect(FILE_ERRORS.tooLarge).toEqual({ code: 'FILE_TOO_LARGE', message: 'The file must be at most 2 MB.' });
    expect(FILE_ERRORS.imageType.message).toBe('The image must be a JPEG or PNG file.');
    expect(FILE_ERRORS.documentType.message).toBe('The file must be a JPEG, PNG or PDF file.');
    expect(FILE_ERRORS.unreadable.message).toBe('The file could not be read.');
    expect(FILE_ERRORS.activeContent).toEqual({
      code: 'FILE_ACTIVE_CONTENT',
      message: 'The PDF must not contain scripts, actions or attached files.',
    });
  });
});
