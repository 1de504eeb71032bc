// The wishlist of customers (one row per account and product) and the back-in-stock requests
// (one per address, colour and size; notified_at is set once the mail is queued, and cleared when
// the same address asks again).
import type { Kysely, Migration } from 'kysely';

export const wishlistBackInStockMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('wishlist_items')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addUniqueConstraint('wishlist_items_user_product', ['user_id', 'product_id'])
      .execute();
    await db.schema
      .createTable('back_in_stock_requests')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('email', 'varchar(254)', (c) => c.notNull())
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('color_id', 'integer', (c) => c.notNull().references('product_colors.id').onDelete('cascade'))
      .addColumn('size', 'varchar(20)', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('notified_at', 'varchar(30)')
      .addUniqueConstraint('back_in_stock_requests_option', ['email', 'color_id', 'size'])
      .execute();
    await db.schema
      .createIndex('back_in_stock_requests_waiting')
      .on('back_in_stock_requests')
      .columns(['color_id', 'size', 'notified_at'])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('back_in_stock_requests').execute();
    await db.schema.dropTable('wishlist_items').execute();
  },
};
