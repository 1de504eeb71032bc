// The wishlist's rows and the facts its screen shows, and the back-in-stock requests.
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

type Db = Kysely<Database>;

/** The account's saved product ids, newest first. */
export async function wishlistIdsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('wishlist_items')
    .select('product_id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => r.product_id);
}

/** Inserts the products not saved yet (a product saved twice stays once). */
export async function insertWishlistItems(db: Db, userId: number, productIds: readonly number[], at: string) {
  if (productIds.length === 0) return;
  await db
    .insertInto('wishlist_items')
    .values(productIds.map((product_id) => ({ user_id: userId, product_id, created_at: at })))
    .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
    .execute();
}

export async function deleteWishlistItem(db: Db, userId: number, productId: number): Promise<void> {
  await db.deleteFrom('wishlist_items').where('user_id', '=', userId).where('product_id', '=', productId).execute();
}

/** The listed products among `ids`, with their category, prices, first picture and units left in all. */
export async function wishlistProducts(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const [products, images, stock] = await Promise.all([
    db
      .selectFrom('products as p')
      .innerJoin('categories as c', 'c.id', 'p.category_id')
      .select(['p.id', 'p.name', 'p.model', 'p.list_price', 'p.sale_price', 'p.currency', 'c.name as category_name'])
      .where('p.id', 'in', ids)
      .where('p.is_listed', '=', 1)
      .execute(),
    db
      .selectFrom('product_images as i')
      .innerJoin('product_colors as pc', 'pc.id', 'i.product_color_id')
      .select(['i.product_id', 'i.url', 'pc.position'])
      .where('i.product_id', 'in', ids)
      .where('i.kind', '=', 'gallery')
      .where('i.position', '=', 1)
      .execute(),
    db
      .selectFrom('product_stock as s')
      .innerJoin('product_colors as pc', 'pc.id', 's.product_color_id')
      .select(['pc.product_id', (eb) => eb.fn.sum<number | string>('s.stock').as('units')])
      .where('pc.product_id', 'in', ids)
      .groupBy('pc.product_id')
      .execute(),
  ]);
  const imageOf = new Map<number, { url: string; position: number }>();
  for (const i of images) {
    const kept = imageOf.get(i.product_id);
    if (!kept || i.position < kept.position) imageOf.set(i.product_id, { url: i.url, position: i.position });
  }
  const unitsOf = new Map(stock.map((s) => [s.product_id, Number(s.units ?? 0)]));
  return products.map((p) => ({
    ...p,
    image: imageOf.get(p.id)?.url ?? '',
    units: unitsOf.get(p.id) ?? 0,
  }));
}

export function isListedProduct(db: Db, productId: number) {
  return db
    .selectFrom('products')
    .select('id')
    .where('id', '=', productId)
    .where('is_listed', '=', 1)
    .executeTakeFirst();
}

/** A colour and size of a product with its units and names; undefined when there is none. */
export function stockOption(db: Db, productId: number, colorId: number, size: string) {
  return db
    .selectFrom('product_stock as s')
    .innerJoin('product_colors as pc', 'pc.id', 's.product_color_id')
    .innerJoin('products as p', 'p.id', 'pc.product_id')
    .select(['s.stock', 'pc.color_name', 'p.name'])
    .where('pc.product_id', '=', productId)
    .where('pc.id', '=', colorId)
    .where('s.size', '=', size)
    .where('p.is_listed', '=', 1)
    .executeTakeFirst();
}

/** Saves a request; asking again for an option already mailed about waits for the next restock. */
export async function saveBackInStockRequest(
  db: Db,
  request: { email: string; productId: number; colorId: number; size: string },
  at: string,
): Promise<void> {
  await db
    .insertInto('back_in_stock_requests')
    .values({
      email: request.email,
      product_id: request.productId,
      color_id: request.colorId,
      size: request.size,
      created_at: at,
      notified_at: null,
    })
    .onConflict((oc) => oc.columns(['email', 'color_id', 'size']).doUpdateSet({ notified_at: null, created_at: at }))
    .execute();
}

/**
 * Marks the waiting requests of a colour and size notified and answers their addresses. One
 * UPDATE ... RETURNING: of two restocks at once, the second finds the rows already marked (on
 * PostgreSQL it waits for the first's row locks and re-checks notified_at), so each address is
 * claimed once.
 */
export async function claimWaitingRequests(db: Db, colorId: number, size: string, at: string): Promise<string[]> {
  const rows = await db
    .updateTable('back_in_stock_requests')
    .set({ notified_at: at })
    .where('color_id', '=', colorId)
    .where('size', '=', size)
    .where('notified_at', 'is', null)
    .returning('email')
    .execute();
  return rows.map((r) => r.email);
}
