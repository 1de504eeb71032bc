// The server cart of logged-in customers: one row per product + colour + size + strap.
import type { Kysely, Migration } from 'kysely';

export const cartMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('cart_lines')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('color_id', 'integer', (c) => c.notNull().references('product_colors.id').onDelete('cascade'))
      .addColumn('size', 'varchar(20)', (c) => c.notNull().defaultTo(''))
      .addColumn('strap_id', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
      .addUniqueConstraint('cart_lines_line', ['user_id', 'product_id', 'color_id', 'size', 'strap_id'])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('cart_lines').execute();
  },
};
