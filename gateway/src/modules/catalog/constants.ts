// The catalog's own values (the shared limits and messages are @shop/commerce/catalog's).

/** Products shown per category section of the home screen. */
export const HOME_SECTION_PRODUCT_COUNT = 4;
