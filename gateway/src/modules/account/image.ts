// Profile image uploads arrive as base64 in the mutation (ImageUploadInput). Pure checks: the
// base64 must decode, the file must be at most 2 MB and be a JPEG or a PNG by its first bytes
// (magic numbers), whatever its name or declared type says. Tested beside.
import { MAX_IMAGE_BYTES } from './constants.ts';

export type ImageType = 'image/jpeg' | 'image/png';

export interface CheckedImage {
  bytes: Buffer;
  type: ImageType;
  /** The name the gateway gives the file upstream (never the uploader's). */
  fileName: string;
}

export type ImageCheck = { ok: true; image: CheckedImage } | { ok: false; problem: 'unreadable' | 'too-large' | 'type' };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** A data URL prefix, as FileReader.readAsDataURL gives (accepted and dropped). */
const DATA_URL_PREFIX = /^data:[^,]*;base64,/i;

/** A file that is its signature and nothing more is no picture (upstream's rule too). */
function startsWith(buffer: Buffer, signature: Buffer): boolean {
  return buffer.length > signature.length && buffer.subarray(0, signature.length).equals(signature);
}

export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (startsWith(buffer, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(buffer, JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}

/** Bytes that `length` base64 characters (with padding) decode to, at most. */
function decodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

export function checkImageUpload(base64: string, maxBytes: number = MAX_IMAGE_BYTES): ImageCheck {
  const cleaned = base64.replace(DATA_URL_PREFIX, '').replace(/\s+/g, '');
  if (cleaned === '' || cleaned.length % 4 === 1 || !BASE64.test(cleaned)) return { ok: false, problem: 'unreadable' };
  // Refuse an oversized file before decoding it.
  if (decodedLength(cleaned) > maxBytes) return { ok: false, problem: 'too-large' };
  const bytes = Buffer.from(cleaned, 'base64');
  if (bytes.length === 0) return { ok: false, problem: 'unreadable' };
  if (bytes.length > maxBytes) return { ok: false, problem: 'too-large' };
  const type = imageTypeOf(bytes);
  if (type === null) return { ok: false, problem: 'type' };
  return { ok: true, image: { bytes, type, fileName: type === 'image/png' ? 'profile.png' : 'profile.jpg' } };
}
