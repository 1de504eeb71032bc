// Checkout and orders: HSN codes of products; the money figures, payment and invoice fields,
// idempotency key and timestamps of orders; HSN code and coupon discount of order lines; the log of
// payment gateway requests and responses; pre-bookings. Columns added to existing tables have
// defaults, so a database that holds orders migrates in place (the checkout seed step then fills
// the figures of the orders that have none).
import type { ColumnDataType, Kysely, Migration } from 'kysely';

const timestamp: ColumnDataType = 'varchar(30)';
const money: ColumnDataType = 'numeric';

const ORDER_MONEY = [
  'subtotal',
  'coupon_discount',
  'prepaid_discount',
  'shipping_charge',
  'taxable_amount',
  'tax_amount',
  'cgst',
  'sgst',
  'igst',
];

export const checkoutMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('products')
      .addColumn('hsn_code', 'varchar(8)', (c) => c.notNull().defaultTo(''))
      .execute();

    for (const column of ORDER_MONEY) {
      await db.schema
        .alterTable('orders')
        .addColumn(column, money, (c) => c.notNull().defaultTo(0))
        .execute();
    }
    const orderColumns: Array<[string, ColumnDataType]> = [
      ['tax_percent', money],
      ['tax_name', 'varchar(10)'],
      ['coupons', 'varchar(500)'],
      ['payment_status', 'varchar(20)'],
      ['payment_mode', 'varchar(60)'],
      ['tracking_id', 'varchar(40)'],
      ['bank_ref_no', 'varchar(40)'],
      ['settled_at', timestamp],
      ['cancelled_at', timestamp],
      ['idempotency_key', 'varchar(120)'],
      ['request_fingerprint', 'varchar(64)'],
      ['invoice_no', 'varchar(40)'],
      ['delivery_address_id', 'integer'],
    ];
    for (const [column, type] of orderColumns) {
      await db.schema.alterTable('orders').addColumn(column, type).execute();
    }
    await db.schema
      .createIndex('orders_idempotency')
      .on('orders')
      .columns(['user_id', 'idempotency_key', 'created_at'])
      .execute();
    await db.schema.createIndex('orders_status').on('orders').columns(['order_status', 'created_at']).execute();

    await db.schema
      .alterTable('order_items')
      .addColumn('hsn_code', 'varchar(8)', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('order_items')
      .addColumn('line_discount', money, (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('order_items')
      .addColumn('strap_color', 'varchar(60)', (c) => c.notNull().defaultTo(''))
      .execute();

    await db.schema
      .createTable('payment_events')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('kind', 'varchar(10)', (c) => c.notNull())
      .addColumn('order_status', 'varchar(20)', (c) => c.notNull())
      .addColumn('tracking_id', 'varchar(40)')
      .addColumn('amount', money, (c) => c.notNull())
      .addColumn('outcome', 'varchar(40)', (c) => c.notNull())
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('payment_events_order').on('payment_events').columns(['order_id', 'id']).execute();

    await db.schema
      .createTable('prebookings')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('booking_no', 'varchar(30)', (c) => c.notNull().unique())
      .addColumn('product_name', 'varchar(200)', (c) => c.notNull())
      .addColumn('model', 'varchar(60)', (c) => c.notNull())
      .addColumn('color_name', 'varchar(60)', (c) => c.notNull())
      .addColumn('booked_on', timestamp, (c) => c.notNull())
      .addColumn('amount_paid', money, (c) => c.notNull())
      .addColumn('currency', 'varchar(3)', (c) => c.notNull())
      .addColumn('cur_symbol', 'varchar(8)', (c) => c.notNull())
      .addColumn('status', 'varchar(30)', (c) => c.notNull())
      .addColumn('expected_dispatch', 'varchar(40)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('prebookings_user').on('prebookings').columns(['user_id', 'booked_on']).execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('prebookings').execute();
    await db.schema.dropTable('payment_events').execute();
    await db.schema.dropIndex('orders_status').execute();
    await db.schema.dropIndex('orders_idempotency').execute();
    for (const column of ['strap_color', 'line_discount', 'hsn_code'])
      await db.schema.alterTable('order_items').dropColumn(column).execute();
    const orderColumns = [
      ...ORDER_MONEY,
      'tax_percent',
      'tax_name',
      'coupons',
      'payment_status',
      'payment_mode',
      'tracking_id',
      'bank_ref_no',
      'settled_at',
      'cancelled_at',
      'idempotency_key',
      'request_fingerprint',
      'invoice_no',
      'delivery_address_id',
    ];
    for (const column of orderColumns) await db.schema.alterTable('orders').dropColumn(column).execute();
    await db.schema.alterTable('products').dropColumn('hsn_code').execute();
  },
};
