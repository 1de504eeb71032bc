// The checkout's own values (the shared limits, rules and messages are @shop/commerce/checkout's).

/** Most coupons one request may carry (a bound of the GraphQL arguments). */
export const MAX_COUPONS = 50;
