// The wishlist's answers from upstream: each parsed by the zod schema generated from upstream's
// OpenAPI document (generated/upstream/zod.gen.ts) and renamed here to the GraphQL shape (the
// module has no models of its own). Nothing outside the wishlist client sees these names.
import { toMoney } from '@shop/commerce/money';
import { productPath } from '@shop/commerce/paths';
import { MAX_WISHLIST_ITEMS } from '@shop/commerce/wishlist/wishlist';
import type { Wishlist, WishlistItem } from '../../generated/resolvers.ts';
import type {
  MessageBody,
  WishlistAnswer,
  WishlistItem as WishlistItemWire,
  WishlistMergeAnswer,
} from '../../generated/upstream/types.gen.ts';
import {
  zPostApiProductNotifyBackInStockResponse,
  zPostApiWishlistAddResponse,
  zPostApiWishlistGuestItemsResponse,
  zPostApiWishlistItemsResponse,
  zPostApiWishlistMergeItemsResponse,
  zPostApiWishlistRemoveResponse,
} from '../../generated/upstream/zod.gen.ts';

export function wishlistOf(items: WishlistItem[]): Wishlist {
  return { items, count: items.length, maxItems: MAX_WISHLIST_ITEMS };
}

const toWishlistItem = (raw: WishlistItemWire): WishlistItem => ({
  productId: raw.product_id,
  name: raw.product_name,
  model: raw.model,
  categoryName: raw.category_name,
  path: productPath({ categoryName: raw.category_name, name: raw.product_name, model: raw.model }),
  imageUrl: raw.image,
  price: toMoney(raw.sale_price, raw.currency),
  compareAtPrice: raw.list_price > raw.sale_price ? toMoney(raw.list_price, raw.currency) : null,
  inStock: raw.units_left > 0,
});

const toWishlist = (raw: WishlistAnswer): Wishlist => wishlistOf(raw.map(toWishlistItem));

const toMerged = (raw: WishlistMergeAnswer): { wishlist: Wishlist; dropped: number } => ({
  wishlist: toWishlist(raw.items),
  dropped: raw.dropped,
});

/** Wishlist/Items: the customer's saved products. */
export const wishlistSchema = zPostApiWishlistItemsResponse.transform(toWishlist);

/** Wishlist/guest-items: a guest's saved ids shown from current data. */
export const guestWishlistSchema = zPostApiWishlistGuestItemsResponse.transform(toWishlist);

/** Wishlist/Add: the wishlist with the product. */
export const addedWishlistSchema = zPostApiWishlistAddResponse.transform(toWishlist);

/** Wishlist/Remove: the wishlist without the product. */
export const removedWishlistSchema = zPostApiWishlistRemoveResponse.transform(toWishlist);

/** Wishlist/merge-items: the merged wishlist and the count of guest products it had no room for. */
export const mergedWishlistSchema = zPostApiWishlistMergeItemsResponse.transform(toMerged);

/** Product/NotifyBackInStock: the confirmation to show. */
export const alertRequestedSchema = zPostApiProductNotifyBackInStockResponse.transform(
  (raw: MessageBody) => raw.message,
);
