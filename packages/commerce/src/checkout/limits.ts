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
