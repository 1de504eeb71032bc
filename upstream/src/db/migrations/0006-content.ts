// Content: static pages, blogs, newsletter and popup subscriptions, and coupons (the popup gives a
// personal code per subscriber; checkout honours every coupon row).
import type { Kysely, Migration } from 'kysely';

const timestamp = 'varchar(30)';

export const contentMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('static_pages')
      .addColumn('slug', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('title', 'varchar(120)', (c) => c.notNull())
      .addColumn('html', 'text', (c) => c.notNull())
      .addColumn('updated_at', timestamp, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('blogs')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('titledesc', 'varchar(300)', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('banner_image', 'varchar(255)', (c) => c.notNull())
      .addColumn('banner_kind', 'varchar(40)', (c) => c.notNull())
      .addColumn('urls', 'varchar(255)', (c) => c.notNull())
      .addColumn('meta_title', 'varchar(255)', (c) => c.notNull())
      .addColumn('meta_description', 'text', (c) => c.notNull())
      .addColumn('meta_keyword', 'text', (c) => c.notNull())
      .addColumn('published_on', 'varchar(10)', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('newsletter_subscribers')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
      .addColumn('source', 'varchar(30)', (c) => c.notNull())
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('coupons')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('code', 'varchar(40)', (c) => c.notNull().unique())
      .addColumn('description', 'varchar(255)', (c) => c.notNull())
      .addColumn('percent', 'numeric', (c) => c.notNull())
      .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('cascade'))
      .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('cascade'))
      .addColumn('valid_from', timestamp, (c) => c.notNull())
      .addColumn('valid_to', timestamp, (c) => c.notNull())
      .addColumn('email', 'varchar(254)')
      .addColumn('max_uses', 'integer', (c) => c.notNull())
      .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('source', 'varchar(30)', (c) => c.notNull())
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('coupons_email').on('coupons').columns(['email', 'source']).execute();

    await db.schema
      .createTable('popup_subscribers')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(120)', (c) => c.notNull())
      .addColumn('phone', 'varchar(10)', (c) => c.notNull())
      .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupons.id'))
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('updated_at', timestamp, (c) => c.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of ['popup_subscribers', 'coupons', 'newsletter_subscribers', 'blogs', 'static_pages']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
