// What an upload holds, beyond its first bytes: a picture is decoded and re-encoded by sharp (the
// same type, metadata dropped, EXIF orientation applied), so only pixels are stored and anything
// after or inside the image (HTML, a script, a second file) is gone; a PDF must parse with pdf-lib,
// have a page, and hold no script, action or attached file in any object (compressed object
// streams included), nor such a name anywhere in its bytes. What fails is refused in FILE_ERRORS'
// words.
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, PDFStream, type PDFObject } from 'pdf-lib';
import sharp from 'sharp';
import { inflateSync } from 'node:zlib';
import type { FileErrorKey, ImageType, UploadType } from '@shop/commerce/files';

/** Pictures larger than this many pixels are refused before decoding (a 2 MB file can claim billions). */
export const MAX_IMAGE_PIXELS = 40_000_000;
/**
 * What the compressed object streams of one PDF may decode to in all: pdf-lib inflates them while it
 * parses, and 2 MB of deflate can claim gigabytes.
 */
export const MAX_OBJECT_STREAM_BYTES = 16 * 1024 * 1024;
/** JPEG quality of a re-encoded picture. */
const JPEG_QUALITY = 85;

/**
 * PDF names that run something or carry something: scripts, actions on open or on events, launching
 * programs, attached or embedded files and media, XFA forms (scripted).
 */
export const ACTIVE_PDF_NAMES: ReadonlySet<string> = new Set([
  'JavaScript',
  'JS',
  'OpenAction',
  'AA',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
]);

export type CleanUpload<T extends UploadType> = { ok: true; bytes: Buffer; type: T } | { ok: false; key: FileErrorKey };

/** A JPEG or PNG decoded and encoded again as the same type; a file that does not decode is refused. */
export async function reencodeImage<T extends ImageType>(
  bytes: Uint8Array,
  type: T,
  refusal: FileErrorKey,
): Promise<CleanUpload<T>> {
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
    const output =
      type.ext === 'png'
        ? await image.png({ compressionLevel: 9 }).toBuffer()
        : await image.jpeg({ quality: JPEG_QUALITY }).toBuffer();
    return { ok: true, bytes: output, type };
  } catch {
    return { ok: false, key: refusal };
  }
}

/** A PDF name as written, with its #xx escapes decoded (`/J#61vaScript` is /JavaScript). */
function decodeName(raw: string): string {
  return raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * Whether the file's object syntax names an active feature anywhere, also in objects no cross
 * reference points to (stream data is left out: compressed bytes would match by chance).
 */
function namesActiveFeature(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes)
    .toString('latin1')
    .replace(/\bstream\r?\n[\s\S]*?\bendstream\b/g, ' ');
  for (const match of text.matchAll(/\/([^\s/<>[\]()%{}]+)/g))
    if (ACTIVE_PDF_NAMES.has(decodeName(match[1] ?? ''))) return true;
  return false;
}

/**
 * Whether the compressed object or cross-reference streams (the ones pdf-lib inflates) decode to
 * more than MAX_OBJECT_STREAM_BYTES together. A stream that does not inflate is left to pdf-lib.
 */
function inflatesTooFar(bytes: Uint8Array): boolean {
  const buffer = Buffer.from(bytes);
  const text = buffer.toString('latin1');
  let budget = MAX_OBJECT_STREAM_BYTES;
  for (const match of text.matchAll(/\bstream\r?\n/g)) {
    const start = match.index + match[0].length;
    const dictionary = text.slice(Math.max(0, match.index - 1_000), match.index);
    const opening = dictionary.lastIndexOf('<<');
    const own = opening >= 0 ? dictionary.slice(opening) : dictionary;
    if (!/\/Type\s*\/(ObjStm|XRef)\b/.test(own) || !/\/FlateDecode\b/.test(own)) continue;
    const end = text.indexOf('endstream', start);
    try {
      budget -= inflateSync(buffer.subarray(start, end < 0 ? buffer.length : end), { maxOutputLength: budget }).length;
    } catch (error) {
      if (error instanceof RangeError) return true;
    }
  }
  return false;
}

/** Whether an object holds an active key or name, looking into dictionaries, arrays and stream dictionaries. */
function holdsActiveFeature(object: PDFObject | undefined, seen: Set<PDFObject>): boolean {
  if (object === undefined || seen.has(object)) return false;
  seen.add(object);
  if (object instanceof PDFName) return ACTIVE_PDF_NAMES.has(object.decodeText());
  if (object instanceof PDFStream) return holdsActiveFeature(object.dict, seen);
  if (object instanceof PDFArray) return object.asArray().some((item) => holdsActiveFeature(item, seen));
  if (object instanceof PDFDict)
    return [...object.entries()].some(
      ([key, value]) => ACTIVE_PDF_NAMES.has(key.decodeText()) || holdsActiveFeature(value, seen),
    );
  return false;
}

/** A PDF that parses, has a page, and holds no script, action or attached file. */
export async function checkPdf(bytes: Uint8Array): Promise<CleanUpload<UploadType & { ext: 'pdf' }>> {
  if (namesActiveFeature(bytes)) return { ok: false, key: 'activeContent' };
  if (inflatesTooFar(bytes)) return { ok: false, key: 'documentType' };
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    if (document.getPageCount() < 1) return { ok: false, key: 'documentType' };
  } catch {
    return { ok: false, key: 'documentType' };
  }
  const seen = new Set<PDFObject>();
  const objects = document.context.enumerateIndirectObjects().map(([, object]) => object);
  const trailer = [document.context.trailerInfo.Root, document.context.trailerInfo.Info].filter(
    (object): object is PDFObject => object !== undefined && !(object instanceof PDFRef),
  );
  if ([...objects, ...trailer].some((object) => holdsActiveFeature(object, seen)))
    return { ok: false, key: 'activeContent' };
  return { ok: true, bytes: Buffer.from(bytes), type: { ext: 'pdf', contentType: 'application/pdf' } };
}

/**
 * An upload of a known type made safe to keep: a picture re-encoded (refused with `imageRefusal`
 * when it does not decode: the kind's type message), a PDF checked.
 */
export async function cleanUpload<T extends UploadType>(
  bytes: Uint8Array,
  type: T,
  imageRefusal: FileErrorKey,
): Promise<CleanUpload<T>> {
  if (type.ext === 'pdf') return (await checkPdf(bytes)) as CleanUpload<T>;
  return (await reencodeImage(bytes, type as T & ImageType, imageRefusal)) as CleanUpload<T>;
}
