// The customers' wishlists: saved products, newest first, at most MAX_WISHLIST_ITEMS. Reads show
// listed products only (an unlisted or deleted product drops out of the list; its row stays and
// comes back with the product). Saving an unlisted product is refused; merging a guest's list
// after login keeps the account's entries and adds the guest's new ones while there is room.
import type { Kysely } from 'kysely';
import {
  MAX_WISHLIST_ITEMS,
  WISHLIST_ERROR_CODES,
  WISHLIST_MESSAGES,
  idsToMerge,
  uniqueProductIds,
} from '@shop/commerce/wishlist/wishlist';
import {
  deleteWishlistItem,
  insertWishlistItems,
  isListedProduct,
  wishlistIdsOf,
  wishlistProducts,
} from '../db/queries/wishlist.ts';
import type { Database } from '../db/schema.ts';
import { transactionWithRetry } from '../db/transaction.ts';
import { HttpError } from '../http/errors.ts';
import type { Clock } from './clock.ts';

export interface WishlistEntry {
  product_id: number;
  product_name: string;
  model: string;
  category_name: string;
  list_price: number;
  sale_price: number;
  currency: string;
  image: string;
  units_left: number;
}

export function createWishlists(db: Kysely<Database>, clock: Clock) {
  /** The listed products among `ids`, in the order of `ids`. */
  async function entries(ids: readonly number[]): Promise<WishlistEntry[]> {
    const rows = new Map((await wishlistProducts(db, ids)).map((p) => [p.id, p]));
    return ids.flatMap((id) => {
      const p = rows.get(id);
      return p
        ? [
            {
              product_id: p.id,
              product_name: p.name,
              model: p.model,
              category_name: p.category_name,
              list_price: Number(p.list_price),
              sale_price: Number(p.sale_price),
              currency: p.currency,
              image: p.image,
              units_left: Math.max(0, p.units),
            },
          ]
        : [];
    });
  }

  return {
    async items(userId: number): Promise<WishlistEntry[]> {
      return entries(await wishlistIdsOf(db, userId));
    },

    /** A guest's ids, shown the same way (saves nothing). */
    async guest(ids: readonly number[]): Promise<WishlistEntry[]> {
      return entries(uniqueProductIds(ids).slice(0, MAX_WISHLIST_ITEMS));
    },

    async add(userId: number, productId: number): Promise<WishlistEntry[]> {
      if (!(await isListedProduct(db, productId)))
        throw new HttpError(404, WISHLIST_MESSAGES.productNotFound, WISHLIST_ERROR_CODES.productNotFound, 'P_ID');
      await transactionWithRetry(db, async (trx) => {
        const saved = await wishlistIdsOf(trx, userId);
        if (saved.includes(productId)) return;
        if (saved.length >= MAX_WISHLIST_ITEMS)
          throw new HttpError(409, WISHLIST_MESSAGES.full, WISHLIST_ERROR_CODES.full, 'P_ID');
        await insertWishlistItems(trx, userId, [productId], clock().toISOString());
      });
      return this.items(userId);
    },

    async remove(userId: number, productId: number): Promise<WishlistEntry[]> {
      await deleteWishlistItem(db, userId, productId);
      return this.items(userId);
    },

    /** Adds a guest's list after login; answers the list and how many did not fit. */
    async merge(userId: number, ids: readonly number[]): Promise<{ items: WishlistEntry[]; dropped: number }> {
      const listed = new Set((await wishlistProducts(db, uniqueProductIds(ids))).map((p) => p.id));
      const dropped = await transactionWithRetry(db, async (trx) => {
        const saved = await wishlistIdsOf(trx, userId);
        const plan = idsToMerge(
          saved,
          uniqueProductIds(ids).filter((id) => listed.has(id)),
        );
        // The guest's first id is the newest: insert from the oldest so that it sorts first.
        const at = clock().getTime();
        for (const [i, id] of [...plan.add].reverse().entries())
          await insertWishlistItems(trx, userId, [id], new Date(at + i).toISOString());
        return plan.dropped;
      });
      return { items: await this.items(userId), dropped };
    },
  };
}

export type Wishlists = ReturnType<typeof createWishlists>;
