// Support administration.
import type { Kysely, Migration } from 'kysely';

export const supportAdminMigration: Migration = {
  async up(_db: Kysely<unknown>): Promise<void> {},
  async down(_db: Kysely<unknown>): Promise<void> {},
};
