import { describe, expect, it } from 'vitest';
import { detectUploadType } from './file-type.ts';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const PDF = Buffer.from('%PDF-1.7\n%\xe2\xe3\n1 0 obj', 'latin1');

describe('detectUploadType', () => {
  it('knows JPEG, PNG and PDF by content', () => {
    expect(detectUploadType(JPEG)?.ext).toBe('jpg');
    expect(detectUploadType(PNG)?.ext).toBe('png');
    expect(detectUploadType(PDF)).toEqual({ ext: 'pdf', contentType: 'application/pdf' });
  });

  it('refuses text, SVG, HTML and a bare PDF header', () => {
    for (const text of [
      '%PDF-',
      '%PDF-x.y and more',
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      '<html><script>alert(1)</script>',
      'invoice.pdf',
    ]) {
      expect(detectUploadType(Buffer.from(text))).toBeNull();
    }
    expect(detectUploadType(Buffer.alloc(0))).toBeNull();
  });
});
