// Indexes of a partner's earnings screen read in SQL: the transactions of one state walk
// (partner_id, status, created_at, order_id) newest first and stop after their page (the older
// (partner_id, status, created_at) index is a prefix of it and goes); the months with a statement
// find the incentives and payouts paid in the last twelve months through (partner_id, paid_at).
// Only indexes: no table changes.
import type { Kysely, Migration } from 'kysely';

const INDEXES: ReadonlyArray<readonly [name: string, table: string, columns: string[]]> = [
  [
    'partner_order_incentives_partner_status_date',
    'partner_order_incentives',
    ['partner_id', 'status', 'created_at', 'order_id'],
  ],
  ['partner_order_incentives_partner_paid', 'partner_order_incentives', ['partner_id', 'paid_at']],
  ['partner_payouts_partner_paid', 'partner_payouts', ['partner_id', 'paid_at']],
];

export const partnerEarningsIndexesMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const [name, table, columns] of INDEXES)
      await db.schema.createIndex(name).on(table).columns(columns).execute();
    await db.schema.dropIndex('partner_order_incentives_partner_status').execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createIndex('partner_order_incentives_partner_status')
      .on('partner_order_incentives')
      .columns(['partner_id', 'status', 'created_at'])
      .execute();
    for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
  },
};
