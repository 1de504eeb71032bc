// Uploaded document type by content, never by name or declared type: JPEG and PNG by their
// signatures (image-type.ts), PDF by its header `%PDF-` followed by a version digit.
import { detectImageType } from './image-type.ts';

export type UploadType =
  | { ext: 'jpg'; contentType: 'image/jpeg' }
  | { ext: 'png'; contentType: 'image/png' }
  | { ext: 'pdf'; contentType: 'application/pdf' };

const PDF_HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

function isPdf(bytes: Uint8Array): boolean {
  if (bytes.length <= PDF_HEADER.length + 2) return false;
  const digit = bytes[PDF_HEADER.length];
  return PDF_HEADER.every((b, i) => bytes[i] === b) && digit !== undefined && digit >= 0x30 && digit <= 0x39;
}

/** JPEG, PNG or PDF by the first bytes; null for anything else. */
export function detectUploadType(bytes: Uint8Array): UploadType | null {
  const image = detectImageType(bytes);
  if (image) return image;
  if (isPdf(bytes)) return { ext: 'pdf', contentType: 'application/pdf' };
  return null;
}
