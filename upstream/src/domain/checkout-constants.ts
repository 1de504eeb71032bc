// Checkout constants: country, tax and currency of the shop's pincode details (spec sections 3, 9).
export const DEFAULT_COUNTRY_ID = 2;
export const COUNTRY_NAME = 'India';
export const COUNTRY_ISO_CODE = 'IN';
export const PHONE_PREFIX = '+91';
export const CURRENCY_SYMBOL = '₹';
export const TAX_NAME = 'GST';
export const GST_PERCENT = 18;
export const PINCODE_PATTERN = /^\d{6}$/;
