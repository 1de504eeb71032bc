// Cart constants and messages (spec sections 5, 8 and 9).
import type { UserErrorKind } from '../../graphql/user-errors.ts';

/** Most units of one cart line (spec section 9). */
export const MAX_QTY = 5;
/** Fewest units of one cart line (spec section 9). */
export const MIN_QTY = 1;
/** Currency of an empty cart (the shop sells in rupees). */
export const DEFAULT_CURRENCY = 'INR';
/** Most lines a guest cart may send in one request. */
export const MAX_GUEST_LINES = 50;

export const CART_ERRORS = {
  maxQuantity: { code: 'MAX_QUANTITY', message: 'Max 5 items Allowed' },
  outOfStock: { code: 'OUT_OF_STOCK', message: 'OUT OF STOCK' },
  // The gateway's own (the spec shows no message for these); upstream's message wins when it has one.
  minQuantity: { code: 'INVALID_QUANTITY', message: 'Quantity must be at least 1.' },
  productNotFound: { code: 'PRODUCT_NOT_FOUND', message: 'Product not found' },
  lineNotFound: { code: 'LINE_NOT_FOUND', message: 'This item is not in your cart' },
  invalidLine: { code: 'INVALID_CART_LINE', message: 'This product cannot be added to the cart.' },
} as const satisfies Record<string, UserErrorKind>;
