// Uploads: profile pictures (JPEG or PNG), complaint attachments, invoices and partner documents
// (JPEG, PNG or PDF). The type is read from the first bytes, never from a name or a declared type;
// every upload is at most 2 MB; each refusal has one wording (the shop's own: the specs show none).
// The server also decodes what it keeps: a picture that does not decode is refused with the type's
// wording, a PDF with a script, an action or an attached file with `activeContent`'s.

/** Every upload: at most 2 MB. */
export const UPLOAD_MAX_MB = 2;
export const UPLOAD_MAX_BYTES = UPLOAD_MAX_MB * 1024 * 1024;

export type ImageType = { ext: 'jpg'; contentType: 'image/jpeg' } | { ext: 'png'; contentType: 'image/png' };
export type UploadType = ImageType | { ext: 'pdf'; contentType: 'application/pdf' };
export type UploadContentType = UploadType['contentType'];

const JPEG: ImageType = { ext: 'jpg', contentType: 'image/jpeg' };
const PNG: ImageType = { ext: 'png', contentType: 'image/png' };
const PDF: UploadType = { ext: 'pdf', contentType: 'application/pdf' };

/** A picture (JPEG, PNG) or a document (JPEG, PNG, PDF). */
export type UploadKind = 'image' | 'document';

/** The content types of each kind, as a browser reports them for a chosen file. */
export const UPLOAD_CONTENT_TYPES: Readonly<Record<UploadKind, readonly UploadContentType[]>> = {
  image: [JPEG.contentType, PNG.contentType],
  document: [JPEG.contentType, PNG.contentType, PDF.contentType],
};

export const FILE_ERRORS = {
  tooLarge: { code: 'FILE_TOO_LARGE', message: `The file must be at most ${UPLOAD_MAX_MB} MB.` },
  imageType: { code: 'IMAGE_TYPE', message: 'The image must be a JPEG or PNG file.' },
  documentType: { code: 'FILE_TYPE', message: 'The file must be a JPEG, PNG or PDF file.' },
  unreadable: { code: 'FILE_UNREADABLE', message: 'The file could not be read.' },
  activeContent: {
    code: 'FILE_ACTIVE_CONTENT',
    message: 'The PDF must not contain scripts, actions or attached files.',
  },
} as const;
export type FileErrorKey = keyof typeof FILE_ERRORS;

const TYPE_ERROR: Readonly<Record<UploadKind, FileErrorKey>> = { image: 'imageType', document: 'documentType' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
/** `%PDF-`, then a version digit. */
const PDF_HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d];

/** A file that is its signature and nothing more is no picture and no document. */
function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length > signature.length && signature.every((b, i) => bytes[i] === b);
}

function isPdf(bytes: Uint8Array): boolean {
  const digit = bytes[PDF_HEADER.length];
  return (
    bytes.length > PDF_HEADER.length + 2 &&
    startsWith(bytes, PDF_HEADER) &&
    digit !== undefined &&
    digit >= 0x30 &&
    digit <= 0x39
  );
}

/** JPEG or PNG by the first bytes; null for anything else. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return PNG;
  if (startsWith(bytes, JPEG_SIGNATURE)) return JPEG;
  return null;
}

/** JPEG, PNG or PDF by the first bytes; null for anything else. */
export function detectUploadType(bytes: Uint8Array): UploadType | null {
  return detectImageType(bytes) ?? (isPdf(bytes) ? PDF : null);
}

/** The type of a stored file by the extension the shop gave it ('jpg', 'png', 'pdf'). */
export function uploadTypeOfExtension(ext: string): UploadType | null {
  return [JPEG, PNG, PDF].find((type) => type.ext === ext) ?? null;
}

export type UploadCheck<T extends UploadType> = { ok: true; type: T } | { ok: false; key: FileErrorKey };

/** The bytes of an upload: not empty, at most `maxBytes`, then of the kind's types by content. */
export function checkUpload(bytes: Uint8Array, kind: 'image', maxBytes?: number): UploadCheck<ImageType>;
export function checkUpload(bytes: Uint8Array, kind: UploadKind, maxBytes?: number): UploadCheck<UploadType>;
export function checkUpload(
  bytes: Uint8Array,
  kind: UploadKind,
  maxBytes: number = UPLOAD_MAX_BYTES,
): UploadCheck<UploadType> {
  if (bytes.length === 0) return { ok: false, key: 'unreadable' };
  if (bytes.length > maxBytes) return { ok: false, key: 'tooLarge' };
  const type = kind === 'image' ? detectImageType(bytes) : detectUploadType(bytes);
  return type ? { ok: true, type } : { ok: false, key: TYPE_ERROR[kind] };
}

/**
 * A file as the browser describes it before it is read (its size and declared type), in the same
 * order: at most `maxBytes`, then of the kind's types. The server still reads the type from the bytes.
 */
export function checkChosenFile(
  file: { type: string; size: number },
  kind: UploadKind,
  maxBytes: number = UPLOAD_MAX_BYTES,
): FileErrorKey | null {
  if (file.size > maxBytes) return 'tooLarge';
  if (!(UPLOAD_CONTENT_TYPES[kind] as readonly string[]).includes(file.type)) return TYPE_ERROR[kind];
  return null;
}
