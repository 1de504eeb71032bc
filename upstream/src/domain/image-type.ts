// Picture type by content, never by name or declared type: JPEG starts FF D8 FF, PNG with its
// 8-byte signature.
export type ImageType = { ext: 'jpg'; contentType: 'image/jpeg' } | { ext: 'png'; contentType: 'image/png' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length > signature.length && signature.every((b, i) => bytes[i] === b);
}

export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return { ext: 'png', contentType: 'image/png' };
  if (startsWith(bytes, JPEG_SIGNATURE)) return { ext: 'jpg', contentType: 'image/jpeg' };
  return null;
}

export function contentTypeOfExt(ext: string): string | null {
  if (ext === 'png') return 'image/png';
  if (ext === 'jpg') return 'image/jpeg';
  return null;
}
