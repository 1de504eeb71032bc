// zod schemas of the cart endpoints: the CartItem answer, line parameters and local cart arrays.
import { z } from 'zod';
import { MAX_GUEST_CART_LINES, MAX_OFFERS_PER_LINE } from '@shop/commerce/cart/limits';
import type { CartLine } from '@shop/commerce/cart/lines';
import { idParam } from './common.ts';

export const CartItem = z.object({
  id: z
    .string()
    .describe(
      'product-colour-size-strap, e.g. 101-1011-8-0; with chosen offers their ids follow: 101-1011-8-0-151+152',
    ),
  pid: z.number().int(),
  color_id: z.number().int(),
  name: z.string(),
  model: z.string(),
  category_name: z.string().describe('Category of the product (additive: lets a client build the product path)'),
  selectedColor: z.string(),
  image: z.string(),
  price: z.number().describe('Current sale price'),
  quantity: z.number().int(),
  currency: z.string(),
  size: z.string(),
  selectedColorStrap: z.number().int(),
  strapColor: z.string(),
  isprodductOffer: z.union([z.literal(0), z.literal(1)]).describe('1 when the line carries chosen offer products'),
  offerProduct: z
    .array(
      z.object({
        product_id: z.number().int(),
        name: z.string(),
        model: z.string(),
        price: z.number(),
        image: z.string(),
      }),
    )
    .describe('The offer products the shopper chose with the line (none unless chosen), each priced per unit'),
  _Coupon_Lists: z.array(z.object({ id: z.number().int(), couponname: z.string() })),
  stock: z
    .number()
    .int()
    .describe("Additive: units left of the line's colour and size, less what the cart's other lines of it hold"),
});
export type CartItem = z.infer<typeof CartItem>;

export const CappedLine = z.object({
  pid: z.number().int(),
  name: z.string(),
  requested: z.number().int(),
  kept: z.number().int(),
});
export const MergeAnswer = z.object({ items: z.array(CartItem), capped: z.array(CappedLine) });

/** An id sent as a JSON number or a string of digits. */
const looseId = z.union([
  z.number().int().min(0).max(999_999_999),
  z
    .string()
    .trim()
    .regex(/^\d{1,9}$/)
    .transform(Number),
]);
const looseSize = z
  .union([z.string().max(20), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined ? '' : String(v).trim()));
const looseStrap = z
  .union([looseId, z.literal('')])
  .nullish()
  .transform((v) => (typeof v === 'number' ? v : 0));

/** Chosen offer product ids in a query: '151,152'; absent or '' for none. */
const offersParam = z
  .string()
  .trim()
  .regex(/^(\d{1,9}(,\d{1,9})*)?$/, 'Expected offer product ids separated by commas')
  .optional()
  .transform((v) => (v ? v.split(',').map(Number) : []))
  .refine((ids) => ids.length <= MAX_OFFERS_PER_LINE, `At most ${MAX_OFFERS_PER_LINE} offer products`)
  .describe('Chosen offer product ids, comma-separated (e.g. 151,152); absent for none');

/** Chosen offer product ids in a JSON body: an array of ids; absent or null for none. */
const looseOffers = z
  .array(looseId)
  .max(MAX_OFFERS_PER_LINE)
  .nullish()
  .transform((v) => v ?? [])
  .describe('Chosen offer product ids; absent for none');

const strapParam = z
  .string()
  .trim()
  .regex(/^\d{0,9}$/, 'Expected a strap id')
  .optional()
  .transform((v) => (v ? Number(v) : 0));
const sizeParam = z
  .string()
  .trim()
  .max(20)
  .optional()
  .transform((v) => v ?? '');

/** Query of Items_In_cart. */
export const AddQuery = z.object({
  P_ID: idParam,
  Quantity: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, 'Expected a quantity')
    .transform(Number)
    .refine((n) => n >= 1, 'Quantity must be at least 1'),
  SELECTED_COLOR: idParam.describe('Colour id'),
  size: sizeParam,
  selectedColorStrap: strapParam.describe('Strap id, 0 or empty for none'),
  offerProductIds: offersParam,
});

/** Query of ItemRemoveDecrease / ItemRemoveIncrease (Quantity is accepted and ignored). */
export const LineQuery = z.object({
  P_ID: idParam,
  Quantity: z.string().max(10).optional(),
  SELECTED_COLOR: idParam,
  size: sizeParam,
  selectedColorStrap: strapParam,
  offerProductIds: offersParam,
});

export const RemoveBody = z.object({
  P_ID: looseId,
  Quantity: z.union([z.number(), z.string().max(10)]).optional(),
  SELECTED_COLOR: looseId,
  size: looseSize,
  selectedColorStrap: looseStrap,
  offerProductIds: looseOffers,
});

const LocalCartItem = z.object({
  pid: looseId,
  color_id: looseId,
  quantity: z.union([
    z.number().int().min(0).max(1000),
    z
      .string()
      .trim()
      .regex(/^\d{1,4}$/)
      .transform(Number),
  ]),
  selectedSize: looseSize,
  selectedColorStrap: looseStrap,
  offerProductIds: looseOffers,
});

export const LocalCart = z
  .array(LocalCartItem)
  .max(MAX_GUEST_CART_LINES)
  .describe('The local cart (voodscart); other fields are ignored');

export function localCartLines(items: z.output<typeof LocalCart>): CartLine[] {
  return items.map((i) => ({
    productId: i.pid,
    colorId: i.color_id,
    size: i.selectedSize,
    strapId: i.selectedColorStrap,
    offerIds: i.offerProductIds,
    quantity: i.quantity,
  }));
}
