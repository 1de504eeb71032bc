// Indexes of the partner portal's lists paged on the server: each page walks an index that starts
// with its owner (partner, or Master for its General partners) in the list's order, newest first
// with ties broken by id, and stops after its page; the count reads the same index. Notifications
// are the portal's own and walk (created_at, id). Only indexes: no table changes.
import type { Kysely, Migration } from 'kysely';

const INDEXES: ReadonlyArray<readonly [name: string, table: string, columns: string[]]> = [
  ['partner_order_incentives_partner_date', 'partner_order_incentives', ['partner_id', 'created_at', 'order_id']],
  ['partner_coupon_shares_partner_date', 'partner_coupon_shares', ['partner_id', 'created_at', 'id']],
  ['partner_nominations_partner_date', 'partner_nominations', ['partner_id', 'created_at', 'id']],
  ['channel_partners_master_date', 'channel_partners', ['master_id', 'created_at', 'id']],
  ['partner_notifications_date', 'partner_notifications', ['created_at', 'id']],
  ['partner_incentive_history_partner_date', 'partner_incentive_history', ['partner_id', 'change_date', 'id']],
];

export const partnerPagingIndexesMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const [name, table, columns] of INDEXES)
      await db.schema.createIndex(name).on(table).columns(columns).execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
  },
};
