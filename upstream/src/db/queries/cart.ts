// Server cart lines and the catalog facts that checking and pricing lines needs, loaded for a set
// of products with a fixed number of queries.
import type { Kysely } from 'kysely';
import { sortedOfferIds, type CartLine, type LineKey } from '@shop/commerce/cart/lines';
import type { Database } from '../schema.ts';

type Db = Kysely<Database>;

/** The column form of chosen offers: ascending ids, comma-separated ('' for none). */
export function offerIdsColumn(ids: readonly number[]): string {
  return sortedOfferIds(ids).join(',');
}

export function offerIdsOf(column: string): number[] {
  return column === '' ? [] : column.split(',').map(Number);
}

export async function cartLinesOf(db: Db, userId: number): Promise<CartLine[]> {
  const rows = await db
    .selectFrom('cart_lines')
    .select(['product_id', 'color_id', 'size', 'strap_id', 'offer_ids', 'quantity'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    productId: r.product_id,
    colorId: r.color_id,
    size: r.size,
    strapId: r.strap_id,
    offerIds: offerIdsOf(r.offer_ids),
    quantity: r.quantity,
  }));
}

/** Sets a line's quantity, creating the line when it is new. */
export async function saveCartLine(db: Db, userId: number, line: CartLine, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('cart_lines')
    .values({
      user_id: userId,
      product_id: line.productId,
      color_id: line.colorId,
      size: line.size,
      strap_id: line.strapId,
      offer_ids: offerIdsColumn(line.offerIds),
      quantity: line.quantity,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'product_id', 'color_id', 'size', 'strap_id', 'offer_ids'])
        .doUpdateSet({ quantity: line.quantity, updated_at: at }),
    )
    .execute();
}

export async function deleteCartLine(db: Db, userId: number, key: LineKey): Promise<boolean> {
  const result = await db
    .deleteFrom('cart_lines')
    .where('user_id', '=', userId)
    .where('product_id', '=', key.productId)
    .where('color_id', '=', key.colorId)
    .where('size', '=', key.size)
    .where('strap_id', '=', key.strapId)
    .where('offer_ids', '=', offerIdsColumn(key.offerIds))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function cartProducts(db: Db, productIds: readonly number[]) {
  return db
    .selectFrom('products')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .select([
      'products.id',
      'products.name',
      'products.model',
      'products.sale_price',
      'products.currency',
      'products.has_sizes',
      'categories.name as category_name',
    ])
    .where('products.id', 'in', productIds)
    .execute();
}

export function cartColors(db: Db, productIds: readonly number[]) {
  return db
    .selectFrom('product_colors')
    .select(['id', 'product_id', 'color_name'])
    .where('product_id', 'in', productIds)
    .execute();
}

export function cartStock(db: Db, productIds: readonly number[]) {
  return db
    .selectFrom('product_stock as ps')
    .innerJoin('product_colors as pc', 'pc.id', 'ps.product_color_id')
    .select(['ps.product_color_id', 'ps.size', 'ps.stock'])
    .where('pc.product_id', 'in', productIds)
    .execute();
}

export function cartStraps(db: Db, productIds: readonly number[]) {
  return db
    .selectFrom('strap_options as s')
    .innerJoin('product_colors as pc', 'pc.id', 's.product_color_id')
    .select(['s.id', 's.product_color_id', 's.strap_color'])
    .where('pc.product_id', 'in', productIds)
    .execute();
}

/** Picture 1 of each colour of the products. */
export function cartImages(db: Db, productIds: readonly number[]) {
  return db
    .selectFrom('product_images')
    .select(['product_color_id', 'url'])
    .where('product_id', 'in', productIds)
    .where('kind', '=', 'gallery')
    .where('position', '=', 1)
    .execute();
}
