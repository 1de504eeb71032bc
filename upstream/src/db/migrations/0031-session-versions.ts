// Shopper and partner sessions carry the account's session version (JWT claim `ver`), as operator
// sessions do: a password change, a reset or a suspension adds one, and every token of an older
// version is refused, however close in time it was issued (token times have whole seconds).
// Tokens issued before this migration have no `ver` and are still judged by sessions_valid_from
// and password_changed_at, which the same changes keep setting.
import type { Kysely, Migration } from 'kysely';

const TABLES = ['users', 'channel_partners'] as const;

export const sessionVersionsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const table of TABLES)
      await db.schema
        .alterTable(table)
        .addColumn('session_version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of TABLES) await db.schema.alterTable(table).dropColumn('session_version').execute();
  },
};
