// Orders and their lines (read by GetOrderDate and the order history, written by order creation;
// migration 0008 adds the figures, payment and invoice columns). Order and line keep a snapshot of
// what the customer bought: names, prices, addresses and coupons as they were at the time of the
// order.
import type { Kysely, Migration } from 'kysely';

const timestamp = 'varchar(30)';

export const ordersMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('orders')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('order_id_new', 'varchar(40)', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('order_date', timestamp, (c) => c.notNull())
      .addColumn('order_status', 'varchar(30)', (c) => c.notNull())
      .addColumn('amount', 'numeric', (c) => c.notNull())
      .addColumn('currency', 'varchar(3)', (c) => c.notNull())
      .addColumn('cur_symbol', 'varchar(8)', (c) => c.notNull())
      .addColumn('paytype', 'integer', (c) => c.notNull())
      .addColumn('billing_customer_name', 'varchar(60)', (c) => c.notNull())
      .addColumn('billing_last_name', 'varchar(60)', (c) => c.notNull())
      .addColumn('billing_address', 'varchar(500)', (c) => c.notNull())
      .addColumn('billing_city', 'varchar(120)', (c) => c.notNull())
      .addColumn('billing_state', 'varchar(120)', (c) => c.notNull())
      .addColumn('billing_country', 'varchar(120)', (c) => c.notNull())
      .addColumn('billing_pincode', 'varchar(10)', (c) => c.notNull())
      .addColumn('billing_phone', 'varchar(15)', (c) => c.notNull())
      .addColumn('billing_email', 'varchar(254)')
      .addColumn('shipping_customer_name', 'varchar(60)', (c) => c.notNull())
      .addColumn('shipping_last_name', 'varchar(60)', (c) => c.notNull())
      .addColumn('shipping_address', 'varchar(500)', (c) => c.notNull())
      .addColumn('shipping_city', 'varchar(120)', (c) => c.notNull())
      .addColumn('shipping_state', 'varchar(120)', (c) => c.notNull())
      .addColumn('shipping_country', 'varchar(120)', (c) => c.notNull())
      .addColumn('shipping_pincode', 'varchar(10)', (c) => c.notNull())
      .addColumn('shipping_phone', 'varchar(15)', (c) => c.notNull())
      .addColumn('shipping_email', 'varchar(254)')
      .addColumn('gst', 'varchar(15)')
      .addColumn('deliverdays', 'varchar(40)', (c) => c.notNull())
      .addColumn('invoice_file', 'varchar(255)')
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('updated_at', timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('orders_user').on('orders').columns(['user_id', 'order_date']).execute();

    await db.schema
      .createTable('order_items')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
      .addColumn('color_id', 'integer', (c) => c.references('product_colors.id'))
      .addColumn('size', 'varchar(20)', (c) => c.notNull().defaultTo(''))
      .addColumn('strap_id', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('txt_model', 'varchar(60)', (c) => c.notNull())
      .addColumn('product_name', 'varchar(200)', (c) => c.notNull())
      .addColumn('color_name', 'varchar(60)', (c) => c.notNull().defaultTo(''))
      .addColumn('colorcode', 'varchar(7)', (c) => c.notNull().defaultTo(''))
      .addColumn('pro_image', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('units', 'integer', (c) => c.notNull())
      .addColumn('slling_price', 'numeric', (c) => c.notNull())
      .addColumn('offerproduct', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('coupon_code', 'varchar(40)')
      .addColumn('discount_percentage', 'numeric', (c) => c.notNull().defaultTo(0))
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('order_items_order').on('order_items').columns(['order_id', 'position']).execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('order_items').execute();
    await db.schema.dropTable('orders').execute();
  },
};
