// Review photos: re-encoded JPEG or PNG files under uploads/reviews, each under a random name,
// served at /images/reviews/<name> (routes/review-photos.ts).
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageType } from '@shop/commerce/files';
import { STORED_NAME_PATTERN } from './uploads.ts';

export interface ReviewPhotoStore {
  save(bytes: Uint8Array, type: ImageType): Promise<string>;
  read(name: string): Promise<Buffer | null>;
  remove(name: string): Promise<void>;
}

export const reviewPhotoUrl = (name: string) => `/images/reviews/${name}`;

export function createReviewPhotoStore(dataDir: string): ReviewPhotoStore {
  const dir = path.join(dataDir, 'uploads', 'reviews');
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
