// Profile image uploads (ImageUploadInput): a JPEG or PNG of at most 2 MB, checked by content
// with the shared upload checks (graphql/file-upload.ts). Tested beside.
import { checkUpload, documentTypeOf, type CheckedFile, type FileProblem } from '../../graphql/file-upload.ts';
import { MAX_IMAGE_BYTES } from './constants.ts';

export type ImageType = 'image/jpeg' | 'image/png';
export type CheckedImage = CheckedFile<ImageType>;
export type ImageCheck = { ok: true; image: CheckedImage } | { ok: false; problem: FileProblem };

const IMAGE_TYPES: readonly ImageType[] = ['image/jpeg', 'image/png'];

export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  const type = documentTypeOf(bytes);
  return type === 'image/jpeg' || type === 'image/png' ? type : null;
}

export function checkImageUpload(base64: string, maxBytes: number = MAX_IMAGE_BYTES): ImageCheck {
  const check = checkUpload(base64, { baseName: 'profile', allowed: IMAGE_TYPES, maxBytes });
  return check.ok ? { ok: true, image: check.file } : check;
}
