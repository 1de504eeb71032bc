// The cart REST shapes (upstream/README.md, "Accounts and cart contract": CartItem), parsed and
// renamed to the gateway's cart models in this one place.
import { z } from 'zod';
import type { CappedCartLine, CartLine, CartLineSpec } from './models.ts';

const id = z.number().int();
const amount = z.number().finite();
/** '' or null means "none". */
const optionalText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) =>
    value === null || value === undefined || String(value).trim() === '' ? null : String(value).trim(),
  );
/** 0, '' or null means "no strap". */
const optionalId = z
  .union([z.number().int(), z.string().regex(/^\d*$/)])
  .nullish()
  .transform((value) =>
    value === null || value === undefined || value === '' || Number(value) === 0 ? null : Number(value),
  );

const cartItemRaw = z.object({
  id: z.union([z.string(), z.number()]),
  pid: id,
  color_id: id,
  name: z.string(),
  model: z.string(),
  selectedColor: z.string().nullish(),
  image: z.string().nullish(),
  price: amount,
  quantity: z.number().int(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  size: optionalText,
  selectedColorStrap: optionalId,
  strapColor: optionalText,
  offerProduct: z
    .array(
      z.object({
        product_id: id,
        name: z.string(),
        model: z.string().nullish(),
        price: amount,
        image: z.string().nullish(),
      }),
    )
    .nullish(),
  /** Not in the contract yet: asked for (gateway/README.md); used when present. */
  category_name: z.string().nullish(),
  /** Additive: units left of the line's colour and size for this line; absent: not known (no stock limit shown). */
  stock: z.number().int().nullish(),
});

export const cartItemSchema = cartItemRaw.transform((raw): CartLine => ({
  id: String(raw.id),
  productId: raw.pid,
  colorId: raw.color_id,
  name: raw.name,
  model: raw.model,
  colorName: raw.selectedColor ?? '',
  size: raw.size,
  strapId: raw.selectedColorStrap,
  strapColor: raw.strapColor,
  imageUrl: raw.image ?? '',
  quantity: raw.quantity,
  unitPrice: raw.price,
  currencyCode: raw.currency,
  categoryName: raw.category_name?.trim() ? raw.category_name : null,
  stock: raw.stock === null || raw.stock === undefined ? null : Math.max(0, raw.stock),
  offerProducts: (raw.offerProduct ?? []).map((offer) => ({
    productId: offer.product_id,
    name: offer.name,
    model: offer.model ?? '',
    imageUrl: offer.image ?? '',
    price: offer.price,
    currencyCode: raw.currency,
  })),
}));

export const cartItemListSchema = z.array(cartItemSchema);

/** Checkout/insert-cart-items: the merged cart and the lines capped at the line limit. */
export const mergeAnswerSchema = z
  .object({
    items: cartItemListSchema,
    capped: z
      .array(z.object({ pid: id, name: z.string(), requested: z.number().int(), kept: z.number().int() }))
      .nullish(),
  })
  .transform((raw) => ({
    lines: raw.items,
    capped: (raw.capped ?? []).map((line): CappedCartLine => ({
      productId: line.pid,
      name: line.name,
      requested: line.requested,
      kept: line.kept,
    })),
  }));

/** A local cart line in the shape upstream reads (insert-cart-items, guest-cart-items). */
export function toLocalCartItem(line: CartLineSpec): Record<string, unknown> {
  return {
    pid: line.productId,
    color_id: line.colorId,
    quantity: line.quantity,
    selectedSize: line.size ?? '',
    selectedColorStrap: line.strapId ?? 0,
    offerProductIds: line.offerProductIds,
  };
}
