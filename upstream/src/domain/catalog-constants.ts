// Catalog constants (spec section 9 and the shop's own choices), named once.
export const CURRENCY_CODE = 'INR';
/** Default price range of the category filter before server values arrive (spec section 9). */
export const DEFAULT_PRICE_RANGE = { min: 0, max: 10000 } as const;
/** The negative answer of Product/Deliver_time (spec section 7). */
export const NO_DELIVERY_TEXT = 'No delivery at this pincode';
/** Ring sizes the shop stocks (US sizes). */
export const RING_SIZES = ['6', '7', '8', '9', '10', '11', '12', '13'] as const;
export const SHOP_NAME = 'Lumen';
