// Category, filter, stock, strap, SEO and offer reads.
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

type Db = Kysely<Database>;

export function listCategories(db: Db) {
  return db
    .selectFrom('categories')
    .select(['id', 'name', 'slug', 'tagline', 'device_kind'])
    .orderBy('position')
    .execute();
}

export function findCategory(db: Db, id: number) {
  return db
    .selectFrom('categories')
    .select(['id', 'name', 'slug', 'tagline', 'device_kind'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findCategoryBySlug(db: Db, slug: string) {
  return db.selectFrom('categories').select(['id', 'name', 'slug']).where('slug', '=', slug).executeTakeFirst();
}

export function bannersOf(db: Db, categoryId: number) {
  return db
    .selectFrom('category_banners')
    .select(['image_url', 'alt_text'])
    .where('category_id', '=', categoryId)
    .orderBy('position')
    .execute();
}

/** Banners of several categories at once, in each category's order. */
export function bannersOfCategories(db: Db, categoryIds: readonly number[]) {
  if (categoryIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('category_banners')
    .select(['category_id', 'image_url', 'alt_text'])
    .where('category_id', 'in', categoryIds)
    .orderBy('category_id')
    .orderBy('position')
    .execute();
}

/** Lifestyle tags of the category's listed products, with how many products carry each. */
export function lifestyleCountsQuery(db: Db, categoryId: number) {
  return db
    .selectFrom('product_lifestyles as pl')
    .innerJoin('products as p', 'p.id', 'pl.product_id')
    .innerJoin('lifestyles as l', 'l.id', 'pl.lifestyle_id')
    .select((eb) => ['l.id', 'l.name', eb.fn.count<number>('p.id').distinct().as('count')])
    .where('p.category_id', '=', categoryId)
    .where('p.is_listed', '=', 1)
    .groupBy(['l.id', 'l.name', 'l.position'])
    .orderBy('l.position');
}

export function lifestyleCounts(db: Db, categoryId: number) {
  return lifestyleCountsQuery(db, categoryId).execute();
}

/** Colours of the category's listed products, with how many products come in each. */
export function colorCountsQuery(db: Db, categoryId: number) {
  return db
    .selectFrom('product_colors as pc')
    .innerJoin('products as p', 'p.id', 'pc.product_id')
    .select((eb) => [
      'pc.color_name',
      eb.fn.min('pc.color_code').as('color_code'),
      eb.fn.count<number>('p.id').distinct().as('count'),
    ])
    .where('p.category_id', '=', categoryId)
    .where('p.is_listed', '=', 1)
    .groupBy('pc.color_name')
    .orderBy('count', 'desc')
    .orderBy('pc.color_name');
}

export function colorCounts(db: Db, categoryId: number) {
  return colorCountsQuery(db, categoryId).execute();
}

/** Lowest and highest sale price of the category's listed products. */
export function salePriceRangeQuery(db: Db, categoryId: number) {
  return db
    .selectFrom('products')
    .select((eb) => [eb.fn.min('sale_price').as('min'), eb.fn.max('sale_price').as('max')])
    .where('category_id', '=', categoryId)
    .where('is_listed', '=', 1);
}

export function salePriceRange(db: Db, categoryId: number) {
  return salePriceRangeQuery(db, categoryId).executeTakeFirst();
}

export function findProductColor(db: Db, productId: number, colorId: number) {
  return db
    .selectFrom('product_colors')
    .select(['id', 'color_name', 'color_code'])
    .where('product_id', '=', productId)
    .where('id', '=', colorId)
    .executeTakeFirst();
}

/** Stock rows of several colours at once (a product screen's colours), in each colour's order. */
export function stockOfColors(db: Db, colorIds: readonly number[]) {
  if (colorIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('product_stock')
    .select(['product_color_id', 'size', 'stock'])
    .where('product_color_id', 'in', colorIds)
    .orderBy('product_color_id')
    .orderBy('position')
    .execute();
}

/** Strap options of several colours at once, in each colour's order. */
export function strapsOfColors(db: Db, colorIds: readonly number[]) {
  if (colorIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('strap_options')
    .select(['product_color_id', 'id', 'strap_color', 'color_code', 'size', 'is_default'])
    .where('product_color_id', 'in', colorIds)
    .orderBy('product_color_id')
    .orderBy('position')
    .execute();
}

export function modelsOfCategory(db: Db, categoryId: number) {
  return db
    .selectFrom('products')
    .select(['id', 'model'])
    .where('category_id', '=', categoryId)
    .where('is_listed', '=', 1)
    .orderBy('featured_rank')
    .execute();
}

export function findSeoPage(db: Db, pageType: 'home' | 'category' | 'product', refId: number) {
  return db
    .selectFrom('seo_pages')
    .select(['page_title', 'page_description', 'page_keywords'])
    .where('page_type', '=', pageType)
    .where('ref_id', '=', refId)
    .executeTakeFirst();
}

export function mainOffers(db: Db) {
  return db.selectFrom('main_offers').select('html').orderBy('position').execute();
}
