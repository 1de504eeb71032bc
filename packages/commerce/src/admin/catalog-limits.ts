// Limits of the console's catalog work (prices, stock, coupons, banners): the shop's own choices,
// named once for upstream (which enforces them), the gateway and the console (which show them).

/** A colour and size with this many units or fewer is low on stock (the console's low-stock list). */
export const LOW_STOCK_UNITS = 5;
/** The most units one colour and size may hold (a typing slip of extra digits is refused). */
export const MAX_STOCK_UNITS = 100_000;
/** The highest price the catalog accepts, in rupees. */
export const MAX_PRODUCT_PRICE = 10_000_000;
/** Longest product description, in characters of HTML. */
export const MAX_DESCRIPTION_LENGTH = 20_000;
/** Longest offer banner text, in characters of HTML. */
export const MAX_OFFER_HTML_LENGTH = 2_000;
/** Category banner text lengths. */
export const BANNER_TEXT_LIMITS = { headline: 120, tagline: 240, altText: 160 } as const;
/** Coupon codes: 3 to 20 capital letters, digits or hyphens, starting with a letter or digit. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,19}$/;
export const COUPON_DESCRIPTION_MAX = 255;
/** The most uses one coupon may be given. */
export const MAX_COUPON_USES = 1_000_000;
/** Search text of the console's lists. */
export const ADMIN_SEARCH_MAX = 100;
