// zod schemas of the cart's GraphQL arguments. Ids and sizes that cannot name a line are
// BAD_USER_INPUT (a client bug, not a shopper's mistake); quantity bounds are rules
// (@shop/commerce/cart/quantity) that give userErrors.
import { MAX_GUEST_CART_LINES, MAX_OFFERS_PER_LINE } from '@shop/commerce/cart/limits';
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

/**
 * Absent or null: none chosen. Each id once; whether an offer is the product's own is upstream's
 * to say (a userError OFFER_NOT_FOUND).
 */
const offersInput = z
  .array(idInput)
  .max(MAX_OFFERS_PER_LINE, `At most ${MAX_OFFERS_PER_LINE} offer products.`)
  .nullish()
  .transform((ids) => ids ?? [])
  .refine((ids) => new Set(ids).size === ids.length, 'Each offer product may be chosen once.');

export const cartLineKeyInput = z.object({
  productId: idInput,
  colorId: idInput,
  size: sizeInput,
  strapId: strapInput,
  offerProductIds: offersInput,
}) satisfies z.ZodType<CartLineKey>;

export const cartLineInput = cartLineKeyInput.extend({
  quantity: z.number().int('Quantities are whole numbers.'),
}) satisfies z.ZodType<CartLineSpec>;

export const cartLinesInput = z
  .array(cartLineInput)
  .max(MAX_GUEST_CART_LINES, `At most ${MAX_GUEST_CART_LINES} lines.`);
