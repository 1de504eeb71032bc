// Checkout limits and values (storefront spec sections 5 and 9, and the shop's own choices).

/** Shipping charge shown and charged at checkout (spec section 9: 0 by default). */
export const SHIPPING_CHARGE = 0;
/** Tax name when the pincode details name none. */
export const TAX_NAME = 'GST';

/** At most this many saved addresses per customer (both kinds together). */
export const MAX_ADDRESSES_PER_USER = 20;
/** Longest first or last name, street address and city of an address form. */
export const ADDRESS_LIMITS = { name: 60, address: 500, city: 120 } as const;
/** Genders and age groups as the spec spells them (section 5). */
export const GENDERS = ['Male', 'Female', 'Other'] as const;
export const AGE_GROUPS = ['18-25', '25-40', '40 above'] as const;
export type Gender = (typeof GENDERS)[number];
export type AgeGroup = (typeof AGE_GROUPS)[number];

/** GSTIN: state code, PAN, entity number, Z, check character (15 characters). */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * Default of the shop-wide maximum total coupon discount on one product and colour (the setting
 * MAX_LINE_DISCOUNT_PERCENT of upstream, which serves the value in force): the sum of the percents of
 * the coupons applied to it. 50: no line sells below half its price, while the largest coupon the
 * shop issues (50 %) and the largest stack a shopper can honestly hold (a product and a category
 * coupon, 20 + 10, a personal welcome code, 10, and one partner coupon, 10) still fit.
 */
export const MAX_LINE_DISCOUNT_PERCENT = 50;
/** At most this many coupons shared by channel partners on one order (one partner is credited). */
export const MAX_PARTNER_COUPONS_PER_ORDER = 1;
