// zod schemas of upstream's wishlist answers, parsed once here and renamed to the GraphQL shape.
import { z } from 'zod';
import { toMoney } from '@shop/commerce/money';
import { productPath } from '@shop/commerce/paths';
import { MAX_WISHLIST_ITEMS } from '@shop/commerce/wishlist/wishlist';
import type { Wishlist, WishlistItem } from '../../generated/resolvers.ts';

export const wishlistItemSchema = z
  .object({
    product_id: z.number().int(),
    product_name: z.string(),
    model: z.string(),
    category_name: z.string(),
    list_price: z.number(),
    sale_price: z.number(),
    currency: z.string(),
    image: z.string(),
    units_left: z.number().int(),
  })
  .transform((r): WishlistItem => ({
    productId: r.product_id,
    name: r.product_name,
    model: r.model,
    categoryName: r.category_name,
    path: productPath({ categoryName: r.category_name, name: r.product_name, model: r.model }),
    imageUrl: r.image,
    price: toMoney(r.sale_price, r.currency),
    compareAtPrice: r.list_price > r.sale_price ? toMoney(r.list_price, r.currency) : null,
    inStock: r.units_left > 0,
  }));

export const wishlistSchema = z.array(wishlistItemSchema).transform((items): Wishlist => wishlistOf(items));

export const mergeAnswerSchema = z.object({ items: wishlistSchema, dropped: z.number().int() });

export const messageSchema = z.object({ message: z.string() });

export function wishlistOf(items: WishlistItem[]): Wishlist {
  return { items, count: items.length, maxItems: MAX_WISHLIST_ITEMS };
}
