// Partner documents (Aadhaar, crossed cheque): stored under ${dataDir}/partner-documents/ with a
// random name and the extension of the type detected from the content, never a name the uploader
// chose; handed out only as signed, expiring links (domain/partner-document-link.ts). Seeded
// records name specimen documents that are rendered into the folder on first read, since the
// seed step only has the database.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { UploadType } from '@shop/commerce/files';
import { PARTNER_DOCUMENT_DIR, PARTNER_DOCUMENT_LINK_MS } from '../domain/partner-constants.ts';
import { partnerDocumentLink, verifyPartnerDocumentLink } from '../domain/partner-document-link.ts';
import type { Clock } from './clock.ts';
import { STORED_DOCUMENT_PATTERN } from './uploads.ts';

const CONTENT_TYPES: Record<string, UploadType['contentType']> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

export interface StoredDocument {
  bytes: Buffer;
  contentType: UploadType['contentType'];
}

export interface PartnerDocuments {
  save(bytes: Uint8Array, type: UploadType): Promise<string>;
  read(name: string): Promise<StoredDocument | null>;
  remove(name: string): Promise<void>;
  /** A link valid 15 minutes for the owner of the stored name; null for no document. */
  link(partnerId: number, name: string | null): string | null;
  verify(partnerId: number, name: string, expires: number, signature: string): boolean;
}

export interface PartnerDocumentsOptions {
  dataDir: string;
  /** HMAC key of the links (derived from the JWT secret). */
  key: string;
  clock: Clock;
  /** Documents the seed names, rendered on first read when the file is missing. */
  specimens?: ReadonlyMap<string, () => Promise<Buffer>>;
}

export function createPartnerDocuments(options: PartnerDocumentsOptions): PartnerDocuments {
  const dir = path.join(options.dataDir, PARTNER_DOCUMENT_DIR);
  const fileOf = (name: string) => (STORED_DOCUMENT_PATTERN.test(name) ? path.join(dir, name) : null);

  async function readStored(file: string): Promise<Buffer | null> {
    try {
      return await readFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async function materialise(name: string, file: string): Promise<Buffer | null> {
    const render = options.specimens?.get(name);
    if (!render) return null;
    const bytes = await render();
    await mkdir(dir, { recursive: true });
    try {
      await writeFile(file, bytes, { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    return bytes;
  }

  return {
    async save(bytes, type) {
      await mkdir(dir, { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.${type.ext}`;
      await writeFile(path.join(dir, name), bytes, { flag: 'wx', mode: 0o600 });
      return name;
    },
    async read(name) {
      const file = fileOf(name);
      if (!file) return null;
      const bytes = (await readStored(file)) ?? (await materialise(name, file));
      const contentType = CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)];
      return bytes && contentType ? { bytes, contentType } : null;
    },
    async remove(name) {
      const file = fileOf(name);
      if (file && !options.specimens?.has(name)) await rm(file, { force: true });
    },
    link(partnerId, name) {
      if (name === null) return null;
      return partnerDocumentLink(
        options.key,
        partnerId,
        name,
        new Date(options.clock().getTime() + PARTNER_DOCUMENT_LINK_MS),
      );
    },
    verify(partnerId, name, expires, signature) {
      return verifyPartnerDocumentLink(options.key, partnerId, name, expires, signature, options.clock());
    },
  };
}
