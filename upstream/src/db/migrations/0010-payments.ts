// Payments: the gateway order references of each payment attempt (the first attempt uses the order
// number itself, a retry gets `{order}R{n}`), the gateway responses already processed (a replay is
// refused), the refund-due records of payments for orders that were no longer payable, and the
// sandbox gateway's own transactions (its status API answers from them).
import type { ColumnDataType, Kysely, Migration } from 'kysely';

const timestamp: ColumnDataType = 'varchar(30)';
const money: ColumnDataType = 'numeric';

export const paymentsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('payment_attempts')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('reference', 'varchar(40)', (c) => c.notNull().unique())
      .addColumn('attempt', 'integer', (c) => c.notNull())
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('payment_attempts_order').on('payment_attempts').columns(['order_id', 'id']).execute();

    await db.schema
      .createTable('payment_responses')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('digest', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('reference', 'varchar(40)', (c) => c.notNull())
      .addColumn('tracking_id', 'varchar(40)')
      .addColumn('outcome', 'varchar(40)', (c) => c.notNull())
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('payment_responses_tracking').on('payment_responses').column('tracking_id').execute();

    await db.schema
      .createTable('payment_refunds')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('reference', 'varchar(40)', (c) => c.notNull())
      .addColumn('tracking_id', 'varchar(40)')
      .addColumn('amount', money, (c) => c.notNull())
      .addColumn('currency', 'varchar(3)', (c) => c.notNull())
      .addColumn('reason', 'varchar(40)', (c) => c.notNull())
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('resolved_at', timestamp)
      .execute();
    await db.schema.createIndex('payment_refunds_open').on('payment_refunds').columns(['resolved_at', 'id']).execute();
    await db.schema.createIndex('payment_refunds_order').on('payment_refunds').column('order_id').execute();

    await db.schema
      .createTable('sandbox_transactions')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('reference', 'varchar(40)', (c) => c.notNull())
      .addColumn('tracking_id', 'varchar(40)', (c) => c.notNull().unique())
      .addColumn('order_status', 'varchar(20)', (c) => c.notNull())
      .addColumn('amount', 'varchar(20)', (c) => c.notNull())
      .addColumn('currency', 'varchar(3)', (c) => c.notNull())
      .addColumn('bank_ref_no', 'varchar(40)')
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('sandbox_transactions_reference')
      .on('sandbox_transactions')
      .columns(['reference', 'id'])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('sandbox_transactions').execute();
    await db.schema.dropTable('payment_refunds').execute();
    await db.schema.dropTable('payment_responses').execute();
    await db.schema.dropTable('payment_attempts').execute();
  },
};
