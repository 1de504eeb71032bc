// zod schemas of the wishlist arguments: product ids, a guest's list (bounded), the alert form.
import { z } from 'zod';
import { CONTACT_MESSAGES, EMAIL_MAX_LENGTH, isEmail } from '@shop/commerce/contact';
import { MAX_WISHLIST_ITEMS } from '@shop/commerce/wishlist/wishlist';
import { BACK_IN_STOCK_CODES } from '@shop/commerce/wishlist/back-in-stock';
import { refuse } from '../../graphql/user-errors.ts';

export const productIdInput = z.coerce.number().int().positive().max(999_999_999);

export const productIdsInput = z
  .array(productIdInput)
  .max(MAX_WISHLIST_ITEMS, `At most ${MAX_WISHLIST_ITEMS} products.`);

export const backInStockInput = z.object({
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX_LENGTH)
    .superRefine((email, ctx) => {
      if (!isEmail(email))
        refuse(ctx, { code: BACK_IN_STOCK_CODES.emailInvalid, message: CONTACT_MESSAGES.emailInvalid });
    }),
  productId: productIdInput,
  colorId: productIdInput,
  size: z
    .string()
    .trim()
    .max(20)
    .nullish()
    .transform((s) => s ?? ''),
});
