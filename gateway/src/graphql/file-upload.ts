// Files sent as base64 inside a mutation (ImageUploadInput, FileUploadInput): profile images,
// complaint attachments, invoices, partner documents. The upload rule (at most 2 MB; JPEG or PNG
// for a picture, JPEG, PNG or PDF for a document, by the first bytes whatever the name or declared
// type says) and the wording of each refusal are @shop/commerce/files. The gateway's part is the
// wire: the base64 text must decode (a data-URL prefix and line breaks accepted) and an oversized
// file is refused before it is decoded; then the zod schema of an upload and the multipart part
// upstream gets. Tested beside.
import {
  FILE_ERRORS,
  UPLOAD_MAX_BYTES,
  checkUpload,
  type FileErrorKey,
  type ImageType,
  type UploadContentType,
  type UploadKind,
} from '@shop/commerce/files';
import type { FormData } from 'undici';
import { z } from 'zod';
import { refuse } from './user-errors.ts';

export interface CheckedFile<T extends UploadContentType = UploadContentType> {
  bytes: Buffer;
  type: T;
  /** The name the gateway gives the file upstream (never the uploader's): base name + its type's extension. */
  fileName: string;
}
export type CheckedImage = CheckedFile<ImageType['contentType']>;

export type FileCheck<T extends UploadContentType = UploadContentType> =
  { ok: true; file: CheckedFile<T> } | { ok: false; key: FileErrorKey };

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** A data URL prefix, as FileReader.readAsDataURL gives (accepted and dropped). */
const DATA_URL_PREFIX = /^data:[^,]*;base64,/i;

/** Bytes that `length` base64 characters (with padding) decode to, at most. */
function decodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** Decodes a base64 upload and checks it by the upload rule; `baseName` names it upstream ('invoice' -> invoice.pdf). */
export function checkBase64Upload(
  base64: string,
  kind: 'image',
  baseName: string,
  maxBytes?: number,
): FileCheck<ImageType['contentType']>;
export function checkBase64Upload(base64: string, kind: UploadKind, baseName: string, maxBytes?: number): FileCheck;
export function checkBase64Upload(
  base64: string,
  kind: UploadKind,
  baseName: string,
  maxBytes: number = UPLOAD_MAX_BYTES,
): FileCheck {
  const cleaned = base64.replace(DATA_URL_PREFIX, '').replace(/\s+/g, '');
  if (cleaned === '' || cleaned.length % 4 === 1 || !BASE64.test(cleaned)) return { ok: false, key: 'unreadable' };
  if (decodedLength(cleaned) > maxBytes) return { ok: false, key: 'tooLarge' };
  const bytes = Buffer.from(cleaned, 'base64');
  const check = checkUpload(bytes, kind, maxBytes);
  if (!check.ok) return check;
  return { ok: true, file: { bytes, type: check.type.contentType, fileName: `${baseName}.${check.type.ext}` } };
}

const uploadShape = z.object({ fileName: z.string(), contentType: z.string(), base64: z.string() });

/**
 * An upload input as a zod schema: checked by content and size (its fileName and contentType are
 * not trusted), refused with FILE_ERRORS' code and message. A picture is 'image', anything else a
 * 'document'.
 */
export function uploadInput(kind: 'image', baseName: string): z.ZodType<CheckedImage>;
export function uploadInput(kind: UploadKind, baseName: string): z.ZodType<CheckedFile>;
export function uploadInput(kind: UploadKind, baseName: string): z.ZodType<CheckedFile> {
  return uploadShape.transform((value, ctx): CheckedFile => {
    const check = checkBase64Upload(value.base64, kind, baseName);
    if (check.ok) return check.file;
    refuse(ctx, FILE_ERRORS[check.key]);
    return z.NEVER;
  });
}

/** A checked file as a multipart part (undici FormData), under the gateway's name. */
export function appendFile(form: FormData, field: string, file: CheckedFile): void {
  form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.fileName);
}
