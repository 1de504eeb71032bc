// The profile picture: JPEG or PNG up to 2 MB, checked before sending (the gateway checks the
// bytes again), sent as base64 in ImageUploadInput.
import type { ImageUploadInput } from '../../../generated/graphql.ts';
import { IMAGE_TOO_LARGE_MESSAGE, IMAGE_TYPE_MESSAGE, PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES } from '../../../lib/constants.ts';

/** The problem with a chosen file, or null. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_TYPE_MESSAGE;
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return IMAGE_TOO_LARGE_MESSAGE;
  return null;
}

/** The upload input of a data URL ('data:image/png;base64,....'); null when it is not one. */
export function uploadFromDataUrl(fileName: string, dataUrl: string): ImageUploadInput | null {
  const match = /^data:([^;,]+);base64,(.*)$/s.exec(dataUrl);
  if (!match) return null;
  return { fileName, contentType: match[1]!, base64: match[2]! };
}

/** Reads a file as a data URL (for the preview and the upload). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}
