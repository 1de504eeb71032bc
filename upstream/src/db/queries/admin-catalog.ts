// The operator console's catalog reads: one filtered, sorted page of products and its total, one
// product with its colours and stock, the low-stock list, coupons with their use, and the banners.
import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import type { AdminCouponStateFilter, AdminProductSort } from '../../domain/admin-catalog-constants.ts';
import { textPosition } from '../dialect.ts';
import type { Database } from '../schema.ts';
import { containsIgnoringCase } from './like-pattern.ts';

type Db = Kysely<Database> | Transaction<Database>;
type WithProducts = Database & { p: Database['products'] };
type WithCoupons = Database & { k: Database['coupons'] };

export interface AdminProductFilter {
  search?: string | undefined;
  categoryId?: number | undefined;
  listed?: boolean | undefined;
}

function filteredProducts(db: Db, f: AdminProductFilter): SelectQueryBuilder<WithProducts, 'p', object> {
  let q = db.selectFrom('products as p');
  if (f.categoryId !== undefined) q = q.where('p.category_id', '=', f.categoryId);
  if (f.listed !== undefined) q = q.where('p.is_listed', '=', f.listed ? 1 : 0);
  const search = f.search?.trim();
  if (search) {
    q = q.where((eb) => eb.or([containsIgnoringCase('p.name', search), containsIgnoringCase('p.model', search)]));
  }
  return q;
}

function sortedProducts<O>(q: SelectQueryBuilder<WithProducts, 'p', O>, sort: AdminProductSort) {
  switch (sort) {
    case 'name_desc':
      return q.orderBy('p.name', 'desc').orderBy('p.id', 'desc');
    case 'price_asc':
      return q.orderBy('p.sale_price', 'asc').orderBy('p.id', 'asc');
    case 'price_desc':
      return q.orderBy('p.sale_price', 'desc').orderBy('p.id', 'desc');
    case 'newest':
      return q.orderBy('p.id', 'desc');
    default:
      return q.orderBy('p.name', 'asc').orderBy('p.id', 'asc');
  }
}

const PRODUCT_COLUMNS = [
  'p.id',
  'p.name',
  'p.model',
  'p.category_id',
  'c.name as category_name',
  'p.list_price',
  'p.sale_price',
  'p.currency',
  'p.is_listed',
  'p.model_slug',
  'p.name_slug',
] as const;

/** One page of the products that pass the filter (with their units in stock), and how many pass. */
export async function adminProductPage(
  db: Db,
  filter: AdminProductFilter,
  sort: AdminProductSort,
  page: number,
  first: number,
) {
  const [rows, count] = await Promise.all([
    sortedProducts(
      filteredProducts(db, filter)
        .innerJoin('categories as c', 'c.id', 'p.category_id')
        .select(PRODUCT_COLUMNS)
        .select((eb) =>
          eb
            .selectFrom('product_stock as s')
            .innerJoin('product_colors as pc', 'pc.id', 's.product_color_id')
            .whereRef('pc.product_id', '=', 'p.id')
            .select(sql<number>`coalesce(sum(s.stock), 0)`.as('units'))
            .as('units'),
        )
        .select((eb) =>
          eb
            .selectFrom('product_stock as s')
            .innerJoin('product_colors as pc', 'pc.id', 's.product_color_id')
            .whereRef('pc.product_id', '=', 'p.id')
            .select(sql<number>`coalesce(min(s.stock), 0)`.as('fewest'))
            .as('fewest'),
        ),
      sort,
    )
      .limit(first)
      .offset((page - 1) * first)
      .execute(),
    filteredProducts(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function adminProduct(db: Db, id: number) {
  return db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select(PRODUCT_COLUMNS)
    .select(['p.description_html', 'p.has_sizes'])
    .where('p.id', '=', id)
    .executeTakeFirst();
}

/** The product's colours, each with its stock rows (size '' when sizes do not apply). */
export function adminStockOf(db: Db, productId: number) {
  return db
    .selectFrom('product_colors as pc')
    .leftJoin('product_stock as s', 's.product_color_id', 'pc.id')
    .select([
      'pc.id as color_id',
      'pc.color_name',
      'pc.color_code',
      'pc.position as color_position',
      's.size',
      's.stock',
      's.position',
    ])
    .where('pc.product_id', '=', productId)
    .orderBy('pc.position')
    .orderBy('s.position')
    .execute();
}

/** The colours and sizes with `threshold` units or fewer, fewest first (then oldest stock line first). */
export async function lowStockPage(db: Db, threshold: number, page: number, first: number) {
  const base = db
    .selectFrom('product_stock as s')
    .innerJoin('product_colors as pc', 'pc.id', 's.product_color_id')
    .innerJoin('products as p', 'p.id', 'pc.product_id')
    .where('s.stock', '<=', threshold);
  const [rows, count] = await Promise.all([
    base
      .select([
        'p.id as product_id',
        'p.name',
        'p.model',
        'p.is_listed',
        'pc.id as color_id',
        'pc.color_name',
        's.size',
        's.stock',
      ])
      // The index of migration 0015 (stock, then rowid) gives this order without sorting.
      .orderBy('s.stock', 'asc')
      .orderBy('s.id', 'asc')
      .limit(first)
      .offset((page - 1) * first)
      .execute(),
    // Every stock line belongs to a colour of a product (foreign keys, cascading deletes), so the
    // count reads the index alone.
    db
      .selectFrom('product_stock as s')
      .where('s.stock', '<=', threshold)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export interface AdminCouponFilter {
  search?: string | undefined;
  /** 'shop' (made by the shop), 'popup' (personal welcome codes), 'partner' (shared by partners). */
  source?: string | undefined;
  state?: AdminCouponStateFilter | undefined;
  /** ISO instant the state is judged at. */
  now: string;
}

function filteredCoupons(db: Db, f: AdminCouponFilter): SelectQueryBuilder<WithCoupons, 'k', object> {
  let q = db.selectFrom('coupons as k');
  if (f.source !== undefined) q = q.where('k.source', '=', f.source);
  const search = f.search?.trim();
  if (search) {
    q = q.where((eb) => eb.or([containsIgnoringCase('k.code', search), containsIgnoringCase('k.description', search)]));
  }
  switch (f.state) {
    case 'ended':
      q = q.where('k.valid_to', '<', f.now);
      break;
    case 'upcoming':
      q = q.where('k.valid_from', '>', f.now).where('k.valid_to', '>=', f.now);
      break;
    case 'usedUp':
      q = q.where('k.valid_to', '>=', f.now).where('k.valid_from', '<=', f.now).whereRef('k.uses', '>=', 'k.max_uses');
      break;
    case 'active':
      q = q.where('k.valid_to', '>=', f.now).where('k.valid_from', '<=', f.now).whereRef('k.uses', '<', 'k.max_uses');
      break;
    default:
      break;
  }
  return q;
}

const COUPON_COLUMNS = [
  'k.id',
  'k.code',
  'k.description',
  'k.percent',
  'k.product_id',
  'p.name as product_name',
  'k.category_id',
  'c.name as category_name',
  'k.valid_from',
  'k.valid_to',
  'k.email',
  'k.max_uses',
  'k.uses',
  'k.source',
  'k.created_at',
] as const;

/** One page of coupons, newest first, and how many pass the filter. */
export async function adminCouponPage(db: Db, filter: AdminCouponFilter, page: number, first: number) {
  const [rows, count] = await Promise.all([
    filteredCoupons(db, filter)
      .leftJoin('products as p', 'p.id', 'k.product_id')
      .leftJoin('categories as c', 'c.id', 'k.category_id')
      .select(COUPON_COLUMNS)
      .orderBy('k.id', 'desc')
      .limit(first)
      .offset((page - 1) * first)
      .execute(),
    filteredCoupons(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function adminCoupon(db: Db, id: number) {
  return db
    .selectFrom('coupons as k')
    .leftJoin('products as p', 'p.id', 'k.product_id')
    .leftJoin('categories as c', 'c.id', 'k.category_id')
    .select(COUPON_COLUMNS)
    .where('k.id', '=', id)
    .executeTakeFirst();
}

export interface CouponOrderRow {
  code: string;
  id: number;
  order_id_new: string;
  order_date: string;
  billing_customer_name: string;
  billing_last_name: string;
  billing_email: string | null;
  amount: number;
}

/**
 * The newest orders that used each of `codes` (an order keeps its codes comma separated), at most
 * `perCode` per code: who bought and when. One query per code, newest order first, so a popular
 * code stops after a few rows; a code used once reads the orders that carry coupons (about 10 ms
 * for ten codes over 100,000 orders, against 150 ms for one windowed pass over all of them).
 */
export async function ordersUsingCoupons(db: Db, codes: readonly string[], perCode: number): Promise<CouponOrderRow[]> {
  const found = await Promise.all(
    codes.map((code) =>
      db
        .selectFrom('orders as o')
        .select([
          'o.id',
          'o.order_id_new',
          'o.order_date',
          'o.billing_customer_name',
          'o.billing_last_name',
          'o.billing_email',
          'o.amount',
        ])
        .where('o.coupons', 'is not', null)
        .where(textPosition(db, sql`',' || o.coupons || ','`, `,${code},`), '>', 0)
        .orderBy('o.id', 'desc')
        .limit(perCode)
        .execute(),
    ),
  );
  return codes.flatMap((code, i) => (found[i] ?? []).map((row) => ({ code, ...row })));
}

export function offerBanners(db: Db) {
  return db.selectFrom('main_offers').select(['id', 'html', 'position']).orderBy('position').orderBy('id').execute();
}

export function adminCategoryBanners(db: Db) {
  return db
    .selectFrom('category_banners as b')
    .innerJoin('categories as c', 'c.id', 'b.category_id')
    .select([
      'b.id',
      'b.category_id',
      'c.name as category_name',
      'c.slug as category_slug',
      'b.position',
      'b.image_url',
      'b.alt_text',
      'b.headline',
      'b.tagline',
    ])
    .orderBy('c.position')
    .orderBy('b.position')
    .execute();
}

/**
 * The seeded pictures a category banner may switch to: the product banners no category banner
 * shows yet (a picture is on one banner at most). A banner may always keep its own picture.
 */
export async function bannerImageChoices(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('products as p')
    .select('p.banner_url as url')
    .where('p.banner_url', '!=', '')
    .where('p.banner_url', 'not in', (eb) => eb.selectFrom('category_banners').select('image_url'))
    .orderBy('p.banner_url')
    .distinct()
    .execute();
  return rows.map((r) => r.url);
}
