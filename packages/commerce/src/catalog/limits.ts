// Catalog limits (storefront spec section 9, and the shop's own).

/** The category page's price range until the server's values arrive (spec section 9: 0 to 10000). */
export const DEFAULT_PRICE_RANGE = { min: 0, max: 10000 } as const;
/** The longest search query the header's search box sends and the servers take. */
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** At most this many products answer a search. */
export const SEARCH_RESULT_LIMIT = 24;
