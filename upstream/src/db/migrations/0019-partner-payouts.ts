// The partner program that pays: how each order was attributed (coupon, referral link or a
// self-referral that earns nothing), referral-link visits remembered for a window, the incentive
// lifecycle (pending, approved, reversed, paid), KYC review of partners, and payout runs with one
// payout per partner. Existing incentives start Pending and are settled by the lifecycle sweep.
import type { Kysely, Migration } from 'kysely';

const timestamp = 'varchar(30)';

export const partnerPayoutsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('channel_partners')
      .addColumn('kyc_status', 'varchar(20)', (c) => c.notNull().defaultTo('incomplete'))
      .execute();
    await db.schema.alterTable('channel_partners').addColumn('kyc_note', 'varchar(500)').execute();
    await db.schema.alterTable('channel_partners').addColumn('kyc_submitted_at', timestamp).execute();
    await db.schema.alterTable('channel_partners').addColumn('kyc_reviewed_at', timestamp).execute();
    await db.schema.alterTable('channel_partners').addColumn('kyc_reviewed_by', 'integer').execute();
    await db.schema.alterTable('channel_partners').addColumn('status_note', 'varchar(500)').execute();

    await db.schema.alterTable('orders').addColumn('attributed_partner_id', 'integer').execute();
    await db.schema.alterTable('orders').addColumn('attributed_by', 'varchar(20)').execute();

    await db.schema
      .createTable('partner_referral_visits')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('partner_id', 'integer', (c) => c.notNull().references('channel_partners.id'))
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('visited_at', timestamp, (c) => c.notNull())
      .addColumn('expires_at', timestamp, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('partner_payout_runs')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('period', 'varchar(7)', (c) => c.notNull().unique())
      .addColumn('total', 'real', (c) => c.notNull())
      .addColumn('created_by', 'integer')
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('partner_payouts')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('run_id', 'integer', (c) => c.notNull().references('partner_payout_runs.id'))
      .addColumn('partner_id', 'integer', (c) => c.notNull().references('channel_partners.id'))
      .addColumn('amount', 'real', (c) => c.notNull())
      .addColumn('incentive_count', 'integer', (c) => c.notNull())
      .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('pending'))
      .addColumn('bank_reference', 'varchar(60)')
      .addColumn('paid_at', timestamp)
      .addColumn('paid_by', 'integer')
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addUniqueConstraint('partner_payouts_run_partner', ['run_id', 'partner_id'])
      .execute();
    await db.schema
      .createIndex('partner_payouts_partner')
      .on('partner_payouts')
      .columns(['partner_id', 'id'])
      .execute();

    await db.schema
      .alterTable('partner_order_incentives')
      .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('pending'))
      .execute();
    await db.schema
      .alterTable('partner_order_incentives')
      .addColumn('attributed_by', 'varchar(20)', (c) => c.notNull().defaultTo('coupon'))
      .execute();
    for (const column of ['approved_at', 'reversed_at', 'paid_at'])
      await db.schema.alterTable('partner_order_incentives').addColumn(column, timestamp).execute();
    await db.schema.alterTable('partner_order_incentives').addColumn('payout_id', 'integer').execute();
    await db.schema
      .createIndex('partner_order_incentives_partner_status')
      .on('partner_order_incentives')
      .columns(['partner_id', 'status', 'created_at'])
      .execute();
    await db.schema
      .createIndex('partner_order_incentives_payout')
      .on('partner_order_incentives')
      .columns(['payout_id'])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('partner_order_incentives_payout').execute();
    await db.schema.dropIndex('partner_order_incentives_partner_status').execute();
    for (const column of ['payout_id', 'paid_at', 'reversed_at', 'approved_at', 'attributed_by', 'status'])
      await db.schema.alterTable('partner_order_incentives').dropColumn(column).execute();
    await db.schema.dropTable('partner_payouts').execute();
    await db.schema.dropTable('partner_payout_runs').execute();
    await db.schema.dropTable('partner_referral_visits').execute();
    for (const column of ['attributed_by', 'attributed_partner_id'])
      await db.schema.alterTable('orders').dropColumn(column).execute();
    for (const column of [
      'status_note',
      'kyc_reviewed_by',
      'kyc_reviewed_at',
      'kyc_submitted_at',
      'kyc_note',
      'kyc_status',
    ])
      await db.schema.alterTable('channel_partners').dropColumn(column).execute();
  },
};
