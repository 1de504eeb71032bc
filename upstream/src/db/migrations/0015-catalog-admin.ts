// Catalog administration.
import type { Kysely, Migration } from 'kysely';

export const catalogAdminMigration: Migration = {
  async up(_db: Kysely<unknown>): Promise<void> {},
  async down(_db: Kysely<unknown>): Promise<void> {},
};
