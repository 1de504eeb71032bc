// Files sent inside a mutation as base64 (the schema's FileUploadInput and ImageUploadInput share
// this shape): reading a chosen file into that shape. The checks of a chosen file are
// @shop/commerce/files's (checkChosenFile); the gateway checks the bytes again.
import { FILE_ERRORS } from '@shop/commerce/files';

export type FileUpload = { fileName: string; contentType: string; base64: string };

/** The upload input of a data URL ('data:image/png;base64,....'); null when it is not one. */
export function uploadFromDataUrl(fileName: string, dataUrl: string): FileUpload | null {
  const match = /^data:([^;,]+);base64,(.*)$/s.exec(dataUrl);
  if (!match) return null;
  return { fileName, contentType: match[1]!, base64: match[2]! };
}

/** Reads a file as a data URL (for a preview and the upload). */
function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(FILE_ERRORS.unreadable.message));
    reader.readAsDataURL(file);
  });
}

/** Reads a chosen file: the upload input, and its data URL for a preview (rejects when it cannot be read). */
export async function readChosenFile(file: File): Promise<{ upload: FileUpload; dataUrl: string }> {
  const dataUrl = await readAsDataUrl(file);
  const upload = uploadFromDataUrl(file.name, dataUrl);
  if (!upload) throw new Error('not a data URL');
  return { upload, dataUrl };
}
