// Catalog constants from the spec (section 9) and the schema's documented behaviour.

/** Products shown per category section of the home screen. */
export const HOME_SECTION_PRODUCT_COUNT = 4;

/** Price range the category page uses until the server's values arrive (spec section 9). */
export const DEFAULT_PRICE_RANGE = { min: 0, max: 10000 } as const;

/** The delivery check's answer where nothing is delivered (spec section 7: the server's text). */
export const NO_DELIVERY_MESSAGE = 'No delivery at this pincode';

/** Indian pincodes: exactly six digits. */
export const PINCODE_PATTERN = /^\d{6}$/;

/** Upstream's longest product search query (Product/search). */
export const SEARCH_QUERY_MAX_LENGTH = 100;
