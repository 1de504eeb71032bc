import { describe, expect, it } from 'vitest';
import { contentTypeOfExt, detectImageType } from './image-type.ts';

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);

describe('detectImageType', () => {
  it('knows PNG and JPEG by their first bytes', () => {
    expect(detectImageType(png)).toEqual({ ext: 'png', contentType: 'image/png' });
    expect(detectImageType(jpeg)).toEqual({ ext: 'jpg', contentType: 'image/jpeg' });
  });

  it('refuses text, SVG, GIF, PDF, a bare signature and empty content', () => {
    const samples = ['hello', '<svg xmlns="http://www.w3.org/2000/svg"/>', 'GIF89a....', '%PDF-1.7'].map((s) =>
      new TextEncoder().encode(s),
    );
    for (const bytes of [...samples, png.slice(0, 8), new Uint8Array()]) expect(detectImageType(bytes)).toBeNull();
  });

  it('maps stored extensions to content types', () => {
    expect([contentTypeOfExt('png'), contentTypeOfExt('jpg'), contentTypeOfExt('svg')]).toEqual([
      'image/png',
      'image/jpeg',
      null,
    ]);
  });
});
