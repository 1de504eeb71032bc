// Uploaded files, stored under ${dataDir}/uploads/<area>/ with a random name and the extension of
// the type detected from the content; never a name the uploader chose. Profile pictures are served
// (routes/account-profile-images.ts); complaint attachments and invoices are kept, never served.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PROFILE_IMAGE_URL_PREFIX } from '../domain/account-constants.ts';
import type { ImageType, UploadType } from '@shop/commerce/files';

/** Names this module writes: 32 hex characters and .jpg or .png. */
export const STORED_NAME_PATTERN = /^[0-9a-f]{32}\.(jpg|png)$/;

export interface ProfileImageStore {
  save(bytes: Uint8Array, type: ImageType): Promise<string>;
  read(name: string): Promise<Buffer | null>;
  remove(name: string): Promise<void>;
}

export function profileImageUrl(name: string | null): string | null {
  return name === null ? null : `${PROFILE_IMAGE_URL_PREFIX}${name}`;
}

/** Pictures kept under ${dataDir}/uploads/<folder>/ (profile pictures, review photos), read back by name. */
export function createImageStore(dataDir: string, folder: string): ProfileImageStore {
  const dir = path.join(dataDir, 'uploads', folder);
  const fileOf = (name: string) => (STORED_NAME_PATTERN.test(name) ? path.join(dir, name) : null);
  return {
    async save(bytes, type) {
      await mkdir(dir, { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.${type.ext}`;
      await writeFile(path.join(dir, name), bytes, { flag: 'wx', mode: 0o644 });
      return name;
    },
    async read(name) {
      const file = fileOf(name);
      if (!file) return null;
      try {
        return await readFile(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(name) {
      const file = fileOf(name);
      if (file) await rm(file, { force: true });
    },
  };
}

export function createProfileImageStore(dataDir: string): ProfileImageStore {
  return createImageStore(dataDir, 'profile');
}

/** Names of stored documents: 32 hex characters and .jpg, .png or .pdf. */
export const STORED_DOCUMENT_PATTERN = /^[0-9a-f]{32}\.(jpg|png|pdf)$/;

/** Areas of stored documents: complaint attachments and product invoices. */
export type DocumentArea = 'complaints' | 'invoices';

export interface DocumentStore {
  save(area: DocumentArea, bytes: Uint8Array, type: UploadType): Promise<string>;
  read(area: DocumentArea, name: string): Promise<Buffer | null>;
  remove(area: DocumentArea, name: string): Promise<void>;
}

export function createDocumentStore(dataDir: string): DocumentStore {
  const dirOf = (area: DocumentArea) => path.join(dataDir, 'uploads', area);
  const fileOf = (area: DocumentArea, name: string) =>
    STORED_DOCUMENT_PATTERN.test(name) ? path.join(dirOf(area), name) : null;
  return {
    async save(area, bytes, type) {
      await mkdir(dirOf(area), { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.${type.ext}`;
      await writeFile(path.join(dirOf(area), name), bytes, { flag: 'wx', mode: 0o600 });
      return name;
    },
    async read(area, name) {
      const file = fileOf(area, name);
      if (!file) return null;
      try {
        return await readFile(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(area, name) {
      const file = fileOf(area, name);
      if (file) await rm(file, { force: true });
    },
  };
}
