// Product reads. Every loader takes a list of product ids and answers with one query, so a page
// of products costs a fixed number of queries however many products it shows (no N+1).
// A product's rating and rating count are its approved reviews' mean and number, aggregated in the
// same query (reviews joined on the reviews_product_status index, grouped by product).
import type { Kysely } from 'kysely';
import { averageRating } from '@shop/commerce/reviews/reviews';
import type { Database } from '../schema.ts';

export interface ProductRecord {
  id: number;
  categoryId: number;
  categoryName: string;
  categorySlug: string;
  name: string;
  model: string;
  modelSlug: string;
  kind: string;
  listPrice: number;
  salePrice: number;
  currency: string;
  /** Mean of the approved reviews' ratings to one decimal; 0 without any. */
  rating: number;
  /** Approved reviews. */
  ratingCount: number;
  descriptionHtml: string;
  backgroundHtml: string;
  bannerUrl: string;
  isListed: boolean;
  featuredRank: number;
  unitsSold: number;
  dispatchDays: number;
  hasSizes: boolean;
  variantFamilyId: number | null;
  variantHeading: string | null;
}

type Db = Kysely<Database>;

// Grouped by the primary keys of both tables, so PostgreSQL accepts their other columns as they are.
function baseQuery(db: Db) {
  return db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .leftJoin('reviews as r', (join) => join.onRef('r.product_id', '=', 'p.id').on('r.status', '=', 'approved'))
    .groupBy(['p.id', 'c.id'])
    .select((eb) => [
      eb.fn.count<number | string>('r.id').as('review_count'),
      eb.fn.coalesce(eb.fn.sum<number | string>('r.rating'), eb.lit(0)).as('review_total'),
    ])
    .select([
      'p.id',
      'p.category_id',
      'c.name as category_name',
      'c.slug as category_slug',
      'p.name',
      'p.model',
      'p.model_slug',
      'p.device_kind',
      'p.list_price',
      'p.sale_price',
      'p.currency',
      'p.description_html',
      'p.background_html',
      'p.banner_url',
      'p.is_listed',
      'p.featured_rank',
      'p.units_sold',
      'p.dispatch_days',
      'p.has_sizes',
      'p.variant_family_id',
      'p.variant_heading',
    ]);
}

type BaseRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

function toRecord(r: BaseRow): ProductRecord {
  return {
    id: r.id,
    categoryId: r.category_id,
    categoryName: r.category_name,
    categorySlug: r.category_slug,
    name: r.name,
    model: r.model,
    modelSlug: r.model_slug,
    kind: r.device_kind,
    listPrice: Number(r.list_price),
    salePrice: Number(r.sale_price),
    currency: r.currency,
    rating: averageRating(Number(r.review_total), Number(r.review_count)),
    ratingCount: Number(r.review_count),
    descriptionHtml: r.description_html,
    backgroundHtml: r.background_html,
    bannerUrl: r.banner_url,
    isListed: r.is_listed === 1,
    featuredRank: r.featured_rank,
    unitsSold: r.units_sold,
    dispatchDays: r.dispatch_days,
    hasSizes: r.has_sizes === 1,
    variantFamilyId: r.variant_family_id,
    variantHeading: r.variant_heading,
  };
}

async function run(rows: Promise<BaseRow[]>): Promise<ProductRecord[]> {
  return (await rows).map(toRecord);
}

export async function findProduct(db: Db, id: number): Promise<ProductRecord | undefined> {
  const row = await baseQuery(db).where('p.id', '=', id).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

export async function productExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** The category's listed products in the featured order; the first `limit` of them when given. */
export function listedProductsOfCategory(db: Db, categoryId: number, limit?: number): Promise<ProductRecord[]> {
  const query = baseQuery(db)
    .where('p.category_id', '=', categoryId)
    .where('p.is_listed', '=', 1)
    .orderBy('p.featured_rank')
    .orderBy('p.id');
  return run((limit === undefined ? query : query.limit(limit)).execute());
}

/** Listed products in the menu's order (category, then featured). */
export function allListedProducts(db: Db): Promise<ProductRecord[]> {
  return run(
    baseQuery(db)
      .where('p.is_listed', '=', 1)
      .orderBy('c.position')
      .orderBy('p.featured_rank')
      .orderBy('p.id')
      .execute(),
  );
}

/** Ids of the listed products in the menu's order (allListedProducts's). */
export async function listedProductIdsInMenuOrder(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select('p.id')
    .where('p.is_listed', '=', 1)
    .orderBy('c.position')
    .orderBy('p.featured_rank')
    .orderBy('p.id')
    .execute();
  return rows.map((r) => r.id);
}

export function productsByModelSlug(db: Db, modelSlug: string): Promise<ProductRecord[]> {
  return run(baseQuery(db).where('p.model_slug', '=', modelSlug).orderBy('p.id').execute());
}

export function variantFamilyMembers(db: Db, familyId: number): Promise<ProductRecord[]> {
  return run(
    baseQuery(db).where('p.variant_family_id', '=', familyId).orderBy('p.featured_rank').orderBy('p.id').execute(),
  );
}

/** The products of the ids, in the ids' order (unknown ids left out). */
export async function productsByIds(db: Db, ids: readonly number[]): Promise<ProductRecord[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await run(baseQuery(db).where('p.id', 'in', ids).execute())).map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is ProductRecord => r !== undefined);
}

export async function addonsOf(db: Db, productId: number): Promise<ProductRecord[]> {
  const ids = await db
    .selectFrom('product_addons')
    .select('addon_product_id')
    .where('product_id', '=', productId)
    .orderBy('position')
    .execute();
  if (ids.length === 0) return [];
  const order = ids.map((r) => r.addon_product_id);
  const rows = await run(baseQuery(db).where('p.id', 'in', order).execute());
  return order.map((id) => rows.find((r) => r.id === id)).filter((r): r is ProductRecord => r !== undefined);
}

export interface ColorRecord {
  id: number;
  productId: number;
  name: string;
  code: string;
  stock: number;
}

/** Colours of the products with their stock over all sizes, in the products' colour order. */
export async function colorsOf(db: Db, productIds: readonly number[]): Promise<ColorRecord[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .selectFrom('product_colors as pc')
    .leftJoin('product_stock as ps', 'ps.product_color_id', 'pc.id')
    .select((eb) => [
      'pc.id',
      'pc.product_id',
      'pc.color_name',
      'pc.color_code',
      eb.fn.coalesce(eb.fn.sum<number>('ps.stock'), eb.lit(0)).as('stock'),
    ])
    .where('pc.product_id', 'in', productIds)
    .groupBy(['pc.id', 'pc.product_id', 'pc.color_name', 'pc.color_code', 'pc.position'])
    .orderBy('pc.product_id')
    .orderBy('pc.position')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    productId: r.product_id,
    name: r.color_name,
    code: r.color_code,
    stock: Number(r.stock),
  }));
}

export interface ImageRecord {
  productId: number;
  colorId: number;
  colorName: string;
  kind: string;
  position: number;
  url: string;
  caption: string | null;
}

/** Pictures of the products in colour order; `firstOnly` keeps picture 1 of each colour. */
export async function imagesOf(
  db: Db,
  productIds: readonly number[],
  kind: 'gallery' | 'highlight',
  firstOnly = false,
): Promise<ImageRecord[]> {
  if (productIds.length === 0) return [];
  let query = db
    .selectFrom('product_images as pi')
    .innerJoin('product_colors as pc', 'pc.id', 'pi.product_color_id')
    .select(['pi.product_id', 'pi.product_color_id', 'pc.color_name', 'pi.kind', 'pi.position', 'pi.url', 'pi.caption'])
    .where('pi.product_id', 'in', productIds)
    .where('pi.kind', '=', kind);
  if (firstOnly) query = query.where('pi.position', '=', 1);
  const rows = await query.orderBy('pi.product_id').orderBy('pc.position').orderBy('pi.position').execute();
  return rows.map((r) => ({
    productId: r.product_id,
    colorId: r.product_color_id,
    colorName: r.color_name,
    kind: r.kind,
    position: r.position,
    url: r.url,
    caption: r.caption,
  }));
}

export async function lifestylesOf(
  db: Db,
  productIds: readonly number[],
): Promise<Array<{ productId: number; name: string }>> {
  if (productIds.length === 0) return [];
  const rows = await db
    .selectFrom('product_lifestyles as pl')
    .innerJoin('lifestyles as l', 'l.id', 'pl.lifestyle_id')
    .select(['pl.product_id', 'l.name'])
    .where('pl.product_id', 'in', productIds)
    .orderBy('pl.product_id')
    .orderBy('l.position')
    .execute();
  return rows.map((r) => ({ productId: r.product_id, name: r.name }));
}

export interface OfferRecord {
  productId: number;
  offerProductId: number;
  name: string;
  model: string;
  price: number;
  imageUrl: string;
}

export async function offersOf(db: Db, productIds: readonly number[]): Promise<OfferRecord[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .selectFrom('offer_products as o')
    .innerJoin('products as p', 'p.id', 'o.offer_product_id')
    .select((eb) => [
      'o.product_id',
      'p.id',
      'p.name',
      'p.model',
      'o.offer_price',
      eb
        .selectFrom('product_images as pi')
        .innerJoin('product_colors as pc', 'pc.id', 'pi.product_color_id')
        .select('pi.url')
        .whereRef('pi.product_id', '=', 'p.id')
        .where('pi.kind', '=', 'gallery')
        .orderBy('pc.position')
        .orderBy('pi.position')
        .limit(1)
        .as('image_url'),
    ])
    .where('o.product_id', 'in', productIds)
    .orderBy('o.product_id')
    .orderBy('o.position')
    .execute();
  return rows.map((r) => ({
    productId: r.product_id,
    offerProductId: r.id,
    name: r.name,
    model: r.model,
    price: Number(r.offer_price),
    imageUrl: r.image_url ?? '',
  }));
}

/** How many approved reviews a product's full shape carries (`_Reviews`); the rest are paged by /api/Reviews/Product. */
export const PRODUCT_SHAPE_REVIEWS = 10;

/** The newest approved reviews of each product (at most PRODUCT_SHAPE_REVIEWS each), by product. */
export async function reviewsOf(db: Db, productIds: readonly number[]) {
  const each = await Promise.all(
    [...new Set(productIds)].map((productId) =>
      db
        .selectFrom('reviews')
        .selectAll()
        .where('product_id', '=', productId)
        .where('status', '=', 'approved')
        .orderBy('review_date', 'desc')
        .orderBy('id')
        .limit(PRODUCT_SHAPE_REVIEWS)
        .execute(),
    ),
  );
  return each.flat();
}
