// The console's catalog lists: the orders the product list sorts by and the states the coupon list
// filters on, named once for the route schemas and the queries.
export const ADMIN_PRODUCT_SORTS = ['name_asc', 'name_desc', 'price_asc', 'price_desc', 'newest'] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

export const ADMIN_COUPON_STATES = ['active', 'upcoming', 'ended', 'usedUp'] as const;
export type AdminCouponStateFilter = (typeof ADMIN_COUPON_STATES)[number];
