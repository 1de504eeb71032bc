// Cart constants (spec sections 4, 5 and 9): quantity per line and the messages of refused changes.
/** Most units of one cart line and of one product-page add. */
export const MAX_QUANTITY_PER_LINE = 5;
/** Fewest units of a cart line (decrease stops here). */
export const MIN_QUANTITY_PER_LINE = 1;
/** Most lines a local cart may send in one request. */
export const MAX_LOCAL_CART_LINES = 100;

export const CART_ERRORS = {
  MAX_QUANTITY: { code: 'MAX_QUANTITY', message: 'Max 5 items Allowed' },
  OUT_OF_STOCK: { code: 'OUT_OF_STOCK', message: 'OUT OF STOCK' },
} as const;
export type CartErrorCode = keyof typeof CART_ERRORS;

/** Messages of the cart's other refusals (the shop's own wording). */
export const CART_MESSAGES = {
  UNKNOWN_PRODUCT: 'Product not found',
  UNKNOWN_COLOR: 'Colour not found for this product',
  BAD_SIZE: 'Please select an available size',
  BAD_STRAP: 'Strap colour not found for this colour',
  NO_SUCH_LINE: 'This item is not in your cart',
} as const;
