// Files sent as base64 inside a mutation (ImageUploadInput, FileUploadInput): profile images,
// complaint attachments, invoices. Pure checks: the base64 must decode, the file must be at most
// 2 MB and be of an allowed type by its first bytes (JPEG, PNG, PDF), whatever its name or declared
// type says; then the zod schema of a FileUploadInput and the multipart part upstream gets. Tested beside.
import type { FormData } from 'undici';
import { z } from 'zod';

export const MAX_FILE_BYTES = 2 * 1024 * 1024;

export type DocumentType = 'image/jpeg' | 'image/png' | 'application/pdf';
export const DOCUMENT_TYPES: readonly DocumentType[] = ['image/jpeg', 'image/png', 'application/pdf'];

export interface CheckedFile<T extends DocumentType = DocumentType> {
  bytes: Buffer;
  type: T;
  /** The name the gateway gives the file upstream (never the uploader's). */
  fileName: string;
}

export type FileProblem = 'unreadable' | 'too-large' | 'type';
export type FileCheck<T extends DocumentType = DocumentType> =
  { ok: true; file: CheckedFile<T> } | { ok: false; problem: FileProblem };

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** A data URL prefix, as FileReader.readAsDataURL gives (accepted and dropped). */
const DATA_URL_PREFIX = /^data:[^,]*;base64,/i;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);
const PDF_HEADER = Buffer.from('%PDF-', 'latin1');
const EXTENSIONS: Record<DocumentType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

/** A file that is its signature and nothing more is no picture (upstream's rule too). */
function startsWith(buffer: Buffer, signature: Buffer): boolean {
  return buffer.length > signature.length && buffer.subarray(0, signature.length).equals(signature);
}

/** JPEG, PNG, or PDF (`%PDF-` and a version digit), by content; null for anything else. */
export function documentTypeOf(bytes: Uint8Array): DocumentType | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (startsWith(buffer, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(buffer, JPEG_SIGNATURE)) return 'image/jpeg';
  const digit = buffer[PDF_HEADER.length];
  if (
    buffer.length > PDF_HEADER.length + 2 &&
    buffer.subarray(0, PDF_HEADER.length).equals(PDF_HEADER) &&
    digit !== undefined &&
    digit >= 0x30 &&
    digit <= 0x39
  ) {
    return 'application/pdf';
  }
  return null;
}

/** Bytes that `length` base64 characters (with padding) decode to, at most. */
function decodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** Decodes and checks a file; `baseName` names it upstream ('attachment' -> attachment.pdf). */
export function checkUpload<T extends DocumentType>(
  base64: string,
  options: { baseName: string; allowed: readonly T[]; maxBytes?: number },
): FileCheck<T> {
  const maxBytes = options.maxBytes ?? MAX_FILE_BYTES;
  const cleaned = base64.replace(DATA_URL_PREFIX, '').replace(/\s+/g, '');
  if (cleaned === '' || cleaned.length % 4 === 1 || !BASE64.test(cleaned)) return { ok: false, problem: 'unreadable' };
  // Refuse an oversized file before decoding it.
  if (decodedLength(cleaned) > maxBytes) return { ok: false, problem: 'too-large' };
  const bytes = Buffer.from(cleaned, 'base64');
  if (bytes.length === 0) return { ok: false, problem: 'unreadable' };
  if (bytes.length > maxBytes) return { ok: false, problem: 'too-large' };
  const type = documentTypeOf(bytes);
  if (type === null || !(options.allowed as readonly DocumentType[]).includes(type))
    return { ok: false, problem: 'type' };
  return { ok: true, file: { bytes, type: type as T, fileName: `${options.baseName}.${EXTENSIONS[type]}` } };
}

/** A document (JPEG, PNG or PDF): complaint attachments, invoices. */
export function checkFileUpload(base64: string, baseName: string, maxBytes: number = MAX_FILE_BYTES): FileCheck {
  return checkUpload(base64, { baseName, allowed: DOCUMENT_TYPES, maxBytes });
}

/** The messages of each problem, in the caller's wording. */
export type FileProblemMessages = Record<FileProblem, string>;

/**
 * FileUploadInput as a zod schema: checked by content and size; its fileName and contentType are
 * not trusted. The file is named `baseName` + the extension of its real type.
 */
export function fileUploadInput(baseName: string, messages: FileProblemMessages) {
  return z
    .object({ fileName: z.string(), contentType: z.string(), base64: z.string() })
    .transform((value, ctx): CheckedFile => {
      const check = checkFileUpload(value.base64, baseName);
      if (check.ok) return check.file;
      ctx.addIssue({ code: 'custom', message: messages[check.problem] });
      return z.NEVER;
    });
}

/** A checked file as a multipart part (undici FormData), under the gateway's name. */
export function appendFile(form: FormData, field: string, file: CheckedFile): void {
  form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.fileName);
}
