// Catalog tables: categories, banners, lifestyles, products and everything hanging off a product,
// SEO pages and the header offers. Portable schema builder only (no SQLite-only types or statements).
import type { Kysely, Migration } from 'kysely';

export const catalogMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('categories')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'varchar(120)', (c) => c.notNull())
      .addColumn('slug', 'varchar(120)', (c) => c.notNull().unique())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('tagline', 'varchar(255)', (c) => c.notNull())
      .addColumn('device_kind', 'varchar(40)', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('category_banners')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('image_url', 'varchar(255)', (c) => c.notNull().unique())
      .addColumn('alt_text', 'varchar(255)', (c) => c.notNull())
      .addColumn('headline', 'varchar(255)', (c) => c.notNull())
      .addColumn('tagline', 'varchar(255)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('category_banners_category')
      .on('category_banners')
      .columns(['category_id', 'position'])
      .execute();

    await db.schema
      .createTable('lifestyles')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'varchar(60)', (c) => c.notNull().unique())
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('variant_families')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'varchar(120)', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('products')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
      .addColumn('name', 'varchar(200)', (c) => c.notNull())
      .addColumn('model', 'varchar(60)', (c) => c.notNull())
      .addColumn('model_slug', 'varchar(60)', (c) => c.notNull().unique())
      .addColumn('name_slug', 'varchar(200)', (c) => c.notNull())
      .addColumn('device_kind', 'varchar(40)', (c) => c.notNull())
      .addColumn('list_price', 'numeric', (c) => c.notNull())
      .addColumn('sale_price', 'numeric', (c) => c.notNull())
      .addColumn('currency', 'varchar(3)', (c) => c.notNull())
      .addColumn('rating', 'real', (c) => c.notNull())
      .addColumn('rating_count', 'integer', (c) => c.notNull())
      .addColumn('description_html', 'text', (c) => c.notNull())
      .addColumn('background_html', 'text', (c) => c.notNull())
      .addColumn('banner_url', 'varchar(255)', (c) => c.notNull())
      .addColumn('is_listed', 'integer', (c) => c.notNull())
      .addColumn('featured_rank', 'integer', (c) => c.notNull())
      .addColumn('units_sold', 'integer', (c) => c.notNull())
      .addColumn('dispatch_days', 'integer', (c) => c.notNull())
      .addColumn('has_sizes', 'integer', (c) => c.notNull())
      .addColumn('variant_family_id', 'integer', (c) => c.references('variant_families.id'))
      .addColumn('variant_heading', 'varchar(120)')
      .execute();
    await db.schema
      .createIndex('products_category_listed')
      .on('products')
      .columns(['category_id', 'is_listed', 'featured_rank'])
      .execute();
    await db.schema.createIndex('products_variant_family').on('products').column('variant_family_id').execute();

    await db.schema
      .createTable('product_colors')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('color_name', 'varchar(60)', (c) => c.notNull())
      .addColumn('color_code', 'varchar(7)', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('product_colors_product')
      .on('product_colors')
      .columns(['product_id', 'position'])
      .execute();

    await db.schema
      .createTable('product_stock')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('product_color_id', 'integer', (c) => c.notNull().references('product_colors.id').onDelete('cascade'))
      .addColumn('size', 'varchar(20)', (c) => c.notNull())
      .addColumn('stock', 'integer', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addUniqueConstraint('product_stock_color_size', ['product_color_id', 'size'])
      .execute();

    await db.schema
      .createTable('product_images')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('product_color_id', 'integer', (c) => c.notNull().references('product_colors.id').onDelete('cascade'))
      .addColumn('kind', 'varchar(20)', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('url', 'varchar(255)', (c) => c.notNull())
      .addColumn('caption', 'varchar(255)')
      .addUniqueConstraint('product_images_color_kind_position', ['product_color_id', 'kind', 'position'])
      .execute();
    await db.schema
      .createIndex('product_images_product')
      .on('product_images')
      .columns(['product_id', 'kind'])
      .execute();

    await db.schema
      .createTable('product_lifestyles')
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('lifestyle_id', 'integer', (c) => c.notNull().references('lifestyles.id'))
      .addPrimaryKeyConstraint('product_lifestyles_pk', ['product_id', 'lifestyle_id'])
      .execute();

    await db.schema
      .createTable('strap_options')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('product_color_id', 'integer', (c) => c.notNull().references('product_colors.id').onDelete('cascade'))
      .addColumn('strap_color', 'varchar(60)', (c) => c.notNull())
      .addColumn('color_code', 'varchar(7)', (c) => c.notNull())
      .addColumn('size', 'varchar(20)', (c) => c.notNull())
      .addColumn('is_default', 'integer', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('strap_options_color')
      .on('strap_options')
      .columns(['product_color_id', 'position'])
      .execute();

    await db.schema
      .createTable('product_addons')
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('addon_product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('product_addons_pk', ['product_id', 'addon_product_id'])
      .execute();

    await db.schema
      .createTable('offer_products')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('offer_product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('offer_price', 'numeric', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('offer_products_product').on('offer_products').column('product_id').execute();

    await db.schema
      .createTable('reviews')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('reviewer_name', 'varchar(120)', (c) => c.notNull())
      .addColumn('rating', 'integer', (c) => c.notNull())
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('comment', 'text', (c) => c.notNull())
      .addColumn('review_date', 'varchar(10)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('reviews_product').on('reviews').columns(['product_id', 'review_date']).execute();

    await db.schema
      .createTable('seo_pages')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('page_type', 'varchar(20)', (c) => c.notNull())
      .addColumn('ref_id', 'integer', (c) => c.notNull())
      .addColumn('page_title', 'varchar(255)', (c) => c.notNull())
      .addColumn('page_description', 'text', (c) => c.notNull())
      .addColumn('page_keywords', 'text', (c) => c.notNull())
      .addUniqueConstraint('seo_pages_page', ['page_type', 'ref_id'])
      .execute();

    await db.schema
      .createTable('main_offers')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('html', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of [
      'main_offers',
      'seo_pages',
      'reviews',
      'offer_products',
      'product_addons',
      'strap_options',
      'product_lifestyles',
      'product_images',
      'product_stock',
      'product_colors',
      'products',
      'variant_families',
      'lifestyles',
      'category_banners',
      'categories',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
