// What a cart line shows and how it is addressed, for the local cart (guest) and the server cart
// (customer or a guest's priced lines). Pure, tested beside.
import { MAX_QUANTITY_PER_LINE, MIN_QUANTITY_PER_LINE } from '@shop/commerce/cart/limits';
import { CART_ERRORS, maxQuantityMessage, stockAllInCartMessage } from '@shop/commerce/cart/messages';
import { lineTotal } from '@shop/commerce/cart/subtotal';
import { formatMoney } from '@shop/commerce/money';
import type { CartLineInput, CartLineKeyInput, CartPanel_CartFragment } from '@/generated/graphql.ts';
import { sortedOfferIds, type CartItem, type CartItemInput } from './cart-rules.ts';

export type ServerCartLine = CartPanel_CartFragment['lines'][number];

export type CartLineView = {
  /** React key and the key of per-line messages. */
  key: string;
  name: string;
  model: string;
  imageUrl: string;
  /** Product page, when known. */
  path: string | null;
  colorName: string;
  size: string | null;
  strapColor: string | null;
  quantity: number;
  unitPrice: string;
  lineTotal: string;
  /** The offer products chosen with the line, with their price per unit. */
  offerProducts: Array<{ name: string; price: string }>;
  /** The line on the server: product, colour, size, strap and the chosen offers. */
  lineKey: CartLineKeyInput;
  /** Units left of its colour and size for this line, when the server said (null: not known). */
  unitsLeft: number | null;
};

/** No size or strap: empty, null or upstream's 0. */
function orNull(value: string | number | null | undefined): string | null {
  if (value === undefined || value === null) return null;
  const text = String(value);
  return text === '' || text === '0' ? null : text;
}

/** Offer ids as the gateway takes them: ascending, or absent when none were chosen. */
function offerIdsInput(ids: ReadonlyArray<string | number>): string[] | undefined {
  return ids.length === 0 ? undefined : sortedOfferIds(ids.map(String));
}

/** One string per line key, the same for a local line and its priced server line. */
export function lineKeyString(key: CartLineKeyInput): string {
  const offers = sortedOfferIds((key.offerProductIds ?? []).map(String)).join('+');
  return [String(key.productId), String(key.colorId), orNull(key.size) ?? '', orNull(key.strapId) ?? '', offers].join(
    '|',
  );
}

/** The server key of a local line. */
export function localLineKey(item: CartItem): CartLineKeyInput {
  return {
    productId: item.pid,
    colorId: item.color_id,
    size: orNull(item.selectedSize),
    strapId: orNull(item.selectedColorStrap),
    offerProductIds: offerIdsInput(item.offerProducts.map((o) => o.id)),
  };
}

/** A local line as the gateway takes it (guest pricing, merge after login). */
export function toLineInput(item: CartItem): CartLineInput {
  return { ...localLineKey(item), quantity: item.quantity };
}

/** What Buy Now asks for, as the gateway's addToCart takes it. */
export function purchaseToLineInput(input: CartItemInput): CartLineInput {
  return {
    productId: input.pid,
    colorId: input.colorId,
    quantity: input.quantity,
    size: orNull(input.size),
    strapId: orNull(input.strap?.id),
    offerProductIds: offerIdsInput((input.offers ?? []).map((o) => o.id)),
  };
}

export function fromLocalItem(item: CartItem): CartLineView {
  return {
    key: item.id,
    name: item.name,
    model: item.model,
    imageUrl: item.image,
    path: null,
    colorName: item.selectedColor,
    size: orNull(item.selectedSize),
    strapColor: orNull(item.strapColor),
    quantity: item.quantity,
    unitPrice: formatMoney(item.price, item.currency),
    lineTotal: formatMoney(
      lineTotal({ quantity: item.quantity, unitPrice: item.price, offerProducts: item.offerProducts }),
      item.currency,
    ),
    offerProducts: item.offerProducts.map((o) => ({ name: o.name, price: formatMoney(o.price, item.currency) })),
    lineKey: localLineKey(item),
    unitsLeft: null,
  };
}

export function fromServerLine(line: ServerCartLine): CartLineView {
  return {
    key: line.id,
    name: line.name,
    model: line.model,
    imageUrl: line.imageUrl,
    path: line.path,
    colorName: line.colorName,
    size: orNull(line.size),
    strapColor: orNull(line.strapColor),
    quantity: line.quantity,
    unitPrice: line.unitPrice.formatted,
    lineTotal: line.lineTotal.formatted,
    offerProducts: line.offerProducts.map((offer) => ({ name: offer.name, price: offer.price.formatted })),
    lineKey: {
      productId: line.productId,
      colorId: line.colorId,
      size: orNull(line.size),
      strapId: orNull(line.strapId),
      offerProductIds: offerIdsInput(line.offerProducts.map((o) => o.productId)),
    },
    unitsLeft: line.unitsLeft ?? null,
  };
}

/** What the shopper is told of a line's stock: none left, fewer left than it holds, or few left. */
export function stockNote(line: Pick<CartLineView, 'quantity' | 'unitsLeft'>, limit: number): string | null {
  const left = line.unitsLeft;
  if (left === null || left >= limit) return null;
  if (left <= 0) return CART_ERRORS.outOfStock.message;
  if (left < line.quantity) return `Only ${left} left in stock: please lower the quantity.`;
  return `Only ${left} left in stock.`;
}

/** The most units a line may hold: the cart's limit, or what is left when fewer are. */
export function lineMax(line: Pick<CartLineView, 'unitsLeft'>, limit: number): number {
  return line.unitsLeft === null ? limit : Math.max(MIN_QUANTITY_PER_LINE, Math.min(limit, line.unitsLeft));
}

/** Plus pressed at the line's most: the limit's message, or the stock's when the stock is what stops it. */
export function overMaxMessage(line: Pick<CartLineView, 'unitsLeft'>, limit: number): string {
  const left = line.unitsLeft;
  return left !== null && left < limit ? stockAllInCartMessage(Math.max(0, left)) : maxQuantityMessage(limit);
}

/** The local line a priced line stands for (guest drawer actions change the local cart). */
export function findLocalItem(items: readonly CartItem[], key: CartLineKeyInput): CartItem | undefined {
  const wanted = lineKeyString(key);
  return items.find((item) => lineKeyString(localLineKey(item)) === wanted);
}

/**
 * The short notice after login when the merge capped lines at 5, e.g.
 * 'Max 5 items Allowed per item: Aura Ring Gen 3 kept at 5 (7 in your carts).', and those it kept
 * at the stock left: 'Fewer left in stock: Aura Ring Gen 3 kept at 2 (4 in your carts).'
 */
export function cappedNotice(capped: ReadonlyArray<{ name: string; requested: number; kept: number }>): string | null {
  if (capped.length === 0) return null;
  const describe = (lines: typeof capped) =>
    lines
      .map((line) =>
        line.kept > 0
          ? `${line.name} kept at ${line.kept} (${line.requested} in your carts)`
          : `${line.name} is out of stock (${line.requested} in your carts)`,
      )
      .join('; ');
  const atLimit = capped.filter((line) => line.kept >= MAX_QUANTITY_PER_LINE);
  const byStock = capped.filter((line) => line.kept < MAX_QUANTITY_PER_LINE);
  return [
    atLimit.length > 0 ? `${maxQuantityMessage()} per item: ${describe(atLimit)}.` : null,
    byStock.length > 0 ? `Fewer left in stock: ${describe(byStock)}.` : null,
  ]
    .filter((part) => part !== null)
    .join(' ');
}
