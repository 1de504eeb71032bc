// Failed coupon checks per account (COUPON_CHECK_FAILURES_PER_ACCOUNT) in the database, one row per
// account with its window's start, so every upstream instance counts the same failures.
import type { Kysely, Migration } from 'kysely';

export const couponCheckFailuresMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('coupon_check_failures')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('window_started_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('failures', 'integer', (c) => c.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('coupon_check_failures').execute();
  },
};
