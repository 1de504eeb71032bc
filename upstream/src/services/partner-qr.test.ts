import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { qrCodeDataUrl } from './partner-qr.ts';

const PREFIX = 'data:image/png;base64,';
// jsqr is CommonJS with `exports.default`: under NodeNext the default import is the module object.
const jsQR = jsQRModule.default;

function decode(dataUrl: string): string | null {
  const png = PNG.sync.read(Buffer.from(dataUrl.slice(PREFIX.length), 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

describe('referral QR codes', () => {
  it('are PNG data URLs of real QR codes that decode to the link', async () => {
    const link = 'https://shop.example/?ref=V5M1001';
    const url = await qrCodeDataUrl(link);
    expect(url.startsWith(PREFIX)).toBe(true);
    expect(decode(url)).toBe(link);
  });

  it('differ per link', async () => {
    const other = await qrCodeDataUrl('https://shop.example/?ref=V5G1002');
    expect(decode(other)).toBe('https://shop.example/?ref=V5G1002');
    expect(other).not.toBe(await qrCodeDataUrl('https://shop.example/?ref=V5M1001'));
  });
});
