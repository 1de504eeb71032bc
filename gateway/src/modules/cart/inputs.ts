// zod schemas of the cart's GraphQL arguments. Ids and sizes that cannot name a line are
// BAD_USER_INPUT (a client bug, not a shopper's mistake); quantity bounds are rules
// (@shop/commerce/cart/quantity) that give userErrors.
import { MAX_GUEST_CART_LINES } from '@shop/commerce/cart/limits';
import { z } from 'zod';
import type { CartLineKey, CartLineSpec } from './models.ts';

const MAX_ID_DIGITS = 9;

const idInput = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{1,${MAX_ID_DIGITS}}$`), 'Ids are positive whole numbers.')
  .transform(Number)
  .refine((value) => value > 0, 'Ids are positive whole numbers.');

/** '' or absent: no size. */
const sizeInput = z
  .string()
  .trim()
  .max(20, 'Size is too long.')
  .nullish()
  .transform((value) => (value ? value : null));

/** '', '0' or absent: no strap. */
const strapInput = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{0,${MAX_ID_DIGITS}}$`), 'Strap ids are whole numbers.')
  .nullish()
  .transform((value) => (value && Number(value) > 0 ? Number(value) : null));

export const cartLineKeyInput = z.object({
  productId: idInput,
  colorId: idInput,
  size: sizeInput,
  strapId: strapInput,
}) satisfies z.ZodType<CartLineKey>;

export const cartLineInput = cartLineKeyInput.extend({
  quantity: z.number().int('Quantities are whole numbers.'),
}) satisfies z.ZodType<CartLineSpec>;

export const cartLinesInput = z
  .array(cartLineInput)
  .max(MAX_GUEST_CART_LINES, `At most ${MAX_GUEST_CART_LINES} lines.`);
