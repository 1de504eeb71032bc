import { describe, expect, it } from 'vitest';
import { checkImageUpload, imageTypeOf } from './image.ts';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>');

describe('imageTypeOf', () => {
  it('knows PNG and JPEG by their first bytes', () => {
    expect(imageTypeOf(PNG)).toBe('image/png');
    expect(imageTypeOf(JPEG)).toBe('image/jpeg');
  });

  it('refuses anything else, including a bare or truncated signature', () => {
    for (const bytes of [GIF, SVG, Buffer.from('%PDF-1.7'), PNG.subarray(0, 8), JPEG.subarray(0, 3), Buffer.alloc(0)]) {
      expect(imageTypeOf(bytes)).toBeNull();
    }
  });
});

describe('checkImageUpload', () => {
  it('decodes a PNG or JPEG and names it by its content', () => {
    const png = checkImageUpload(PNG.toString('base64'));
    expect(png).toEqual({ ok: true, image: { bytes: PNG, type: 'image/png', fileName: 'profile.png' } });
    const jpeg = checkImageUpload(JPEG.toString('base64'));
    expect(jpeg.ok && jpeg.image.fileName).toBe('profile.jpg');
  });

  it('accepts a data URL and line breaks, as browsers give them', () => {
    const base64 = PNG.toString('base64');
    const result = checkImageUpload(`data:image/png;base64,${base64.slice(0, 8)}\n${base64.slice(8)}`);
    expect(result.ok && result.image.bytes).toEqual(PNG);
  });

  it('refuses a file that is not JPEG or PNG by content, whatever it is called', () => {
    expect(checkImageUpload(SVG.toString('base64'))).toEqual({ ok: false, problem: 'type' });
    expect(checkImageUpload(Buffer.from('just text, named photo.png').toString('base64'))).toEqual({
      ok: false,
      problem: 'type',
    });
  });

  it('refuses more than the limit before decoding, and exactly the limit passes', () => {
    const atLimit = Buffer.concat([PNG, Buffer.alloc(84)]);
    expect(checkImageUpload(atLimit.toString('base64'), 100).ok).toBe(true);
    const overLimit = Buffer.concat([PNG, Buffer.alloc(85)]);
    expect(checkImageUpload(overLimit.toString('base64'), 100)).toEqual({ ok: false, problem: 'too-large' });
  });

  it('refuses a 2 MB + 1 byte PNG with the default limit', () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 1 - PNG.length)]);
    expect(checkImageUpload(big.toString('base64'))).toEqual({ ok: false, problem: 'too-large' });
  });

  it('refuses text that is not base64', () => {
    for (const text of ['', 'not base64!', '****', 'A'])
      expect(checkImageUpload(text)).toEqual({ ok: false, problem: 'unreadable' });
  });
});
