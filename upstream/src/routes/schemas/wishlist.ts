// zod schemas of the wishlist and back-in-stock endpoints.
import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '@shop/commerce/contact';
import { MAX_WISHLIST_ITEMS } from '@shop/commerce/wishlist/wishlist';
import { idParam } from './common.ts';

export const WishlistItem = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  model: z.string(),
  category_name: z.string(),
  list_price: z.number(),
  sale_price: z.number(),
  currency: z.string(),
  image: z.string(),
  units_left: z.number().int().describe('Units left over every colour and size (0 = out of stock)'),
});

export const WishlistAnswer = z.array(WishlistItem);

export const WishlistMergeAnswer = z.object({
  items: WishlistAnswer,
  dropped: z.number().int().describe('Guest products left out because the wishlist was full'),
});

export const ProductQuery = z.object({ P_ID: idParam });

/** A guest's saved product ids (at most the wishlist's bound). */
export const LocalWishlist = z.object({
  items: z.array(z.number().int().positive()).max(MAX_WISHLIST_ITEMS),
});

export const BackInStockBody = z.object({
  email: z.string().max(EMAIL_MAX_LENGTH + 20),
  P_ID: z.number().int().positive(),
  SELECTED_COLOR: z.number().int().positive(),
  size: z.string().max(20).default(''),
});
