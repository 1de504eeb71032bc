// The profile picture: JPEG or PNG up to 2 MB, checked before sending (the gateway checks the
// bytes again), sent as base64 in ImageUploadInput (lib/file-upload.ts reads it).
import {
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_TYPES,
} from '@/lib/constants.ts';
import { fileProblem } from '@/lib/file-upload.ts';

/** The problem with a chosen file, or null. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  return fileProblem(file, {
    types: PROFILE_IMAGE_TYPES,
    maxBytes: PROFILE_IMAGE_MAX_BYTES,
    typeMessage: IMAGE_TYPE_MESSAGE,
    sizeMessage: IMAGE_TOO_LARGE_MESSAGE,
  });
}
