// The cart's refusals: the spec's (section 5 and the product page's 'OUT OF STOCK') and the shop's
// own where the spec shows none. A refusal is { code, message }; the code is what upstream's 4xx
// bodies and the GraphQL contract's userErrors.code carry.
import { MAX_QUANTITY_PER_LINE, MIN_QUANTITY_PER_LINE } from './limits.ts';

/** The spec's 'Max 5 items Allowed', for a line limit of `max` units. */
export function maxQuantityMessage(max: number = MAX_QUANTITY_PER_LINE): string {
  return `Max ${max} items Allowed`;
}

export const CART_ERRORS = {
  /** The spec's. */
  maxQuantity: { code: 'MAX_QUANTITY', message: maxQuantityMessage(MAX_QUANTITY_PER_LINE) },
  /** The spec's (the product page shows it instead of Buy Now). */
  outOfStock: { code: 'OUT_OF_STOCK', message: 'OUT OF STOCK' },
  // The shop's own.
  minQuantity: { code: 'INVALID_QUANTITY', message: `Quantity must be at least ${MIN_QUANTITY_PER_LINE}.` },
  productNotFound: { code: 'PRODUCT_NOT_FOUND', message: 'Product not found' },
  colorNotFound: { code: 'COLOR_NOT_FOUND', message: 'Colour not found for this product' },
  sizeUnavailable: { code: 'SIZE_UNAVAILABLE', message: 'Please select an available size' },
  strapNotFound: { code: 'STRAP_NOT_FOUND', message: 'Strap colour not found for this colour' },
  offerNotFound: { code: 'OFFER_NOT_FOUND', message: 'This offer is not available with this product.' },
  lineNotFound: { code: 'LINE_NOT_FOUND', message: 'This item is not in your cart' },
  invalidLine: { code: 'INVALID_CART_LINE', message: 'This product cannot be added to the cart.' },
} as const;

export type CartErrorKey = keyof typeof CART_ERRORS;

/** Fewer left than asked for: the line now holds all that is left. */
export function stockCappedMessage(left: number): string {
  return `Only ${left} left in stock. Your cart now has ${left}.`;
}

/** The line already holds all that is left. */
export function stockAllInCartMessage(left: number): string {
  return `Only ${left} left in stock, and all of them are in your cart.`;
}

/** Stock codes of the cart: a capped line and a line that cannot grow. */
export const CART_STOCK_CODES = { capped: 'STOCK_CAPPED', allInCart: 'STOCK_LIMIT' } as const;

/** A product, colour and size as an order's messages name it: 'Aura Ring Gen 3 (Midnight Black, size 10)'. */
export function lineLabel(name: string, colorName: string, size: string): string {
  return `${name} (${colorName}${size ? `, size ${size}` : ''})`;
}

/** Place Order found fewer left than a line holds: the line now holds what is left (none: removed). */
export function orderStockMessage(label: string, left: number): string {
  if (left <= 0) return `Sorry, ${label} is out of stock. It has been removed from your cart.`;
  return `Sorry, only ${left} of ${label} ${left === 1 ? 'is' : 'are'} left. Your cart now has ${left}; please review your order.`;
}

/** Place Order's refusals about the cart as the shopper saw it. */
export const ORDER_CART_ERRORS = {
  /** Fewer left than the cart holds (the message is orderStockMessage's). */
  stockShort: { code: 'OUT_OF_STOCK', message: 'Some products in your cart are out of stock.' },
  /** The cart changed between the shopper's review and the order (another tab, another device). */
  cartChanged: { code: 'CART_CHANGED', message: 'Your cart has changed. Please review your order.' },
} as const;
