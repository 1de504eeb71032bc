// Indexes of the console's payout screens paged on the server: a run's payouts are read in partner
// order, all of them or those of one state, from an index that starts with the run; the count of a
// run's payouts by state reads the same index.
import type { Kysely, Migration } from 'kysely';

export const payoutPagingIndexesMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createIndex('partner_payouts_run_status')
      .on('partner_payouts')
      .columns(['run_id', 'status', 'partner_id'])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('partner_payouts_run_status').execute();
  },
};
