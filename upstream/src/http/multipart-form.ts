// Reads a multipart form of the support and partner endpoints: text fields (repeatable) and at most
// one file from the named file fields. The file must be at most the plugin's fileSize limit and a
// JPEG, PNG or PDF by content and by decoding (a picture is re-encoded, a PDF checked for scripts,
// actions and attached files: services/upload-content.ts); otherwise a 400 with the message to
// show. An empty file counts as none.
import type { FastifyRequest } from 'fastify';
import { FILE_ERRORS, detectUploadType, type UploadType } from '@shop/commerce/files';
import { cleanUpload } from '../services/upload-content.ts';
import { HttpError } from './errors.ts';

export const MULTIPART_REQUIRED_MESSAGE = 'Expected a multipart/form-data body.';

export interface UploadedFile {
  bytes: Buffer;
  type: UploadType;
}

export interface MultipartForm {
  fields: Map<string, string[]>;
  file: UploadedFile | null;
}

export async function readMultipartForm(
  request: FastifyRequest,
  fileFields: ReadonlySet<string>,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(415, MULTIPART_REQUIRED_MESSAGE);
  const fields = new Map<string, string[]>();
  let file: UploadedFile | null = null;
  let problem: string | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      const list = fields.get(part.fieldname) ?? [];
      list.push(String(part.value ?? ''));
      fields.set(part.fieldname, list);
      continue;
    }
    // Read every file to the end (the stream must be drained), keep the first of a known field.
    const bytes = await part.toBuffer();
    if (!fileFields.has(part.fieldname) || bytes.length === 0 || file || problem) continue;
    if (part.file.truncated) {
      problem = FILE_ERRORS.tooLarge.message;
      continue;
    }
    const type = detectUploadType(bytes);
    const clean = type ? await cleanUpload(bytes, type, 'documentType') : null;
    if (!clean) problem = FILE_ERRORS.documentType.message;
    else if (!clean.ok) problem = FILE_ERRORS[clean.key].message;
    else file = { bytes: clean.bytes, type: clean.type };
  }
  if (problem) throw new HttpError(400, problem);
  return { fields, file };
}

/** application/x-www-form-urlencoded bodies as an object of first values (CommonData/SubscribeMail). */
export function parseUrlEncoded(body: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(body)) if (!(key in result)) result[key] = value;
  return result;
}
