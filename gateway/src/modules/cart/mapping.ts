// The cart's answers from upstream (CartItem, the merge answer), parsed by the zod schemas
// generated from upstream's OpenAPI document and renamed to the gateway's cart models here, and
// a local cart line in the shape upstream reads.
import type { CappedLine, CartItem, PostApiCheckoutInsertCartItemsData } from '../../generated/upstream/types.gen.ts';
import {
  zPostApiCheckoutCartItemsListResponse,
  zPostApiCheckoutInsertCartItemsResponse,
} from '../../generated/upstream/zod.gen.ts';
import type { CappedCartLine, CartLine, CartLineSpec } from './models.ts';

/** '' means "none". */
const textOrNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

export function toCartLine(raw: CartItem): CartLine {
  return {
    id: raw.id,
    productId: raw.pid,
    colorId: raw.color_id,
    name: raw.name,
    model: raw.model,
    colorName: raw.selectedColor,
    size: textOrNull(raw.size),
    // 0 means "no strap".
    strapId: raw.selectedColorStrap === 0 ? null : raw.selectedColorStrap,
    strapColor: textOrNull(raw.strapColor),
    imageUrl: raw.image,
    quantity: raw.quantity,
    unitPrice: raw.price,
    currencyCode: raw.currency,
    categoryName: textOrNull(raw.category_name) === null ? null : raw.category_name,
    stock: Math.max(0, raw.stock),
    offerProducts: raw.offerProduct.map((offer) => ({
      productId: offer.product_id,
      name: offer.name,
      model: offer.model,
      imageUrl: offer.image,
      price: offer.price,
      currencyCode: raw.currency,
    })),
  };
}

const toCapped = (line: CappedLine): CappedCartLine => ({
  productId: line.pid,
  name: line.name,
  requested: line.requested,
  kept: line.kept,
});

/** Every answer that is the cart's lines (CartItemsList, the line changes, guest-cart-items). */
export const cartItemListSchema = zPostApiCheckoutCartItemsListResponse.transform((lines) => lines.map(toCartLine));

/** Checkout/insert-cart-items: the merged cart and the lines capped at the line limit. */
export const mergeAnswerSchema = zPostApiCheckoutInsertCartItemsResponse.transform((raw) => ({
  lines: raw.items.map(toCartLine),
  capped: raw.capped.map(toCapped),
}));

type LocalCartItem = PostApiCheckoutInsertCartItemsData['body'][number];

/** A local cart line in the shape upstream reads (insert-cart-items, guest-cart-items). */
export function toLocalCartItem(line: CartLineSpec): LocalCartItem {
  return {
    pid: line.productId,
    color_id: line.colorId,
    quantity: line.quantity,
    selectedSize: line.size ?? '',
    selectedColorStrap: line.strapId ?? 0,
    offerProductIds: line.offerProductIds,
  };
}
