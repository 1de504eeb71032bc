// Reads and writes of placing an order: coupons by code, the catalog facts of the cart's products
// (prices, categories, HSN codes, colours, pictures, straps, offer products, stock), stock and
// coupon-use changes, the next order sequence, the customer's lock while an order is placed.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';
import type { Database } from '../schema.ts';

type Db = Kysely<Database>;

export function findCoupon(db: Db, code: string) {
  return db
    .selectFrom('coupons')
    .selectAll()
    .where((eb) => eb(eb.fn('upper', ['code']), '=', code))
    .executeTakeFirst();
}

export function findCoupons(db: Db, codes: readonly string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('coupons')
    .selectAll()
    .where((eb) => eb(eb.fn('upper', ['code']), 'in', codes))
    .execute();
}

export function productFacts(db: Db, productIds: readonly number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('products')
    .select(['id', 'name', 'model', 'category_id', 'sale_price', 'currency', 'has_sizes', 'hsn_code', 'dispatch_days'])
    .where('id', 'in', productIds)
    .execute();
}

/** Colours of the products with the first gallery picture of each. */
export function colorFacts(db: Db, productIds: readonly number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('product_colors as pc')
    .leftJoin('product_images as pi', (join) =>
      join.onRef('pi.product_color_id', '=', 'pc.id').on('pi.kind', '=', 'gallery').on('pi.position', '=', 1),
    )
    .select(['pc.id', 'pc.product_id', 'pc.color_name', 'pc.color_code', 'pc.position', 'pi.url'])
    .where('pc.product_id', 'in', productIds)
    .orderBy('pc.product_id')
    .orderBy('pc.position')
    .execute();
}

/**
 * Locks the stock rows of these colours and sizes until the transaction ends (PostgreSQL), in one
 * order so that two orders never wait on each other: the count of what is left then decides the
 * order's fate without a parallel order taking the units in between. Nothing on SQLite.
 */
export async function lockStock(db: Db, rows: ReadonlyArray<{ colorId: number; size: string }>): Promise<void> {
  if (!isPostgres(db) || rows.length === 0) return;
  await db
    .selectFrom('product_stock')
    .select(['product_color_id', 'size'])
    .where((eb) => eb.or(rows.map((r) => eb.and([eb('product_color_id', '=', r.colorId), eb('size', '=', r.size)]))))
    .orderBy('product_color_id')
    .orderBy('size')
    .forUpdate()
    .execute();
}

/** Takes units from a stock row; false when fewer are left. */
export async function takeStock(db: Db, colorId: number, size: string, units: number): Promise<boolean> {
  const result = await db
    .updateTable('product_stock')
    .set((eb) => ({ stock: eb('stock', '-', units) }))
    .where('product_color_id', '=', colorId)
    .where('size', '=', size)
    .where('stock', '>=', units)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function returnStock(db: Db, colorId: number, size: string, units: number): Promise<void> {
  await db
    .updateTable('product_stock')
    .set((eb) => ({ stock: eb('stock', '+', units) }))
    .where('product_color_id', '=', colorId)
    .where('size', '=', size)
    .execute();
}

export async function stockLeft(db: Db, colorId: number, size: string): Promise<number> {
  const row = await db
    .selectFrom('product_stock')
    .select('stock')
    .where('product_color_id', '=', colorId)
    .where('size', '=', size)
    .executeTakeFirst();
  return row?.stock ?? 0;
}

/** Counts one use of a coupon; false when it is used up. */
export async function useCoupon(db: Db, couponId: number): Promise<boolean> {
  const result = await db
    .updateTable('coupons')
    .set((eb) => ({ uses: eb('uses', '+', 1) }))
    .where('id', '=', couponId)
    .whereRef('uses', '<', 'max_uses')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function releaseCoupons(db: Db, codes: readonly string[]): Promise<void> {
  if (codes.length === 0) return;
  await db
    .updateTable('coupons')
    .set((eb) => ({ uses: eb('uses', '-', 1) }))
    .where((eb) => eb(eb.fn('upper', ['code']), 'in', codes))
    .where('uses', '>', 0)
    .execute();
}

/**
 * Locks the customer's row until the transaction ends (PostgreSQL): one customer's orders are then
 * placed one at a time, as SQLite runs every write transaction, so a second request with the same
 * Idempotency-Key waits and finds the first order instead of making another. Nothing on SQLite.
 */
export async function lockCustomer(db: Db, userId: number): Promise<void> {
  if (!isPostgres(db)) return;
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/** pg_advisory_xact_lock key of order numbering. */
const ORDER_NUMBER_LOCK = 16_0003;

/**
 * The sequence of the next order's number: the largest order id plus one. On PostgreSQL two
 * parallel transactions would read the same largest id, so the transaction first takes a lock of
 * its own that the next one waits for until this one's order is committed.
 */
export async function nextOrderSequence(db: Db): Promise<number> {
  if (isPostgres(db)) await sql`select pg_advisory_xact_lock(${ORDER_NUMBER_LOCK})`.execute(db);
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

export async function clearCart(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('cart_lines').where('user_id', '=', userId).execute();
}
