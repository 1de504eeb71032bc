// Upstream's own checkout constants: the country, tax and phone prefix of the pincode directory, the
// REST contract's payment types, the prepaid discount it serves, order numbers, the windows of
// idempotency, payment holds and invoice links, HSN codes, and the texts and codes only its REST
// contract speaks. The shared rules, limits and messages are @shop/commerce's checkout/.
import { CHECKOUT_ERRORS } from '@shop/commerce/checkout/messages';

export const DEFAULT_COUNTRY_ID = 2;
export const COUNTRY_NAME = 'India';
export const COUNTRY_ISO_CODE = 'IN';
export const PHONE_PREFIX = '+91';
/** GST percent of every seeded pincode. */
export const GST_PERCENT = 18;

/** Payment types of CreateOrderNew (spec section 9). */
export const PAYTYPE = { PREPAID: 1, CASH_ON_DELIVERY: 2 } as const;
export type Paytype = (typeof PAYTYPE)[keyof typeof PAYTYPE];

/** The fixed prepaid discount (codval of Checkout/Prepaid_Discount), in rupees. */
export const PREPAID_DISCOUNT_AMOUNT = 100;

/** Order numbers: prefix, yymmdd (India time) and a 4-digit sequence, e.g. LUM2510180001. */
export const ORDER_ID_PREFIX = 'LUM';
export const ORDER_ID_PATTERN = /^[A-Z]{3}\d{10,}$/;

/** A CreateOrderNew with the Idempotency-Key of a live order made within this window answers that order. */
export const IDEMPOTENCY_WINDOW_MINUTES = 24 * 60;
/** A prepaid order not paid within this time is cancelled and its stock released. */
export const PAYMENT_HOLD_MINUTES = 30;
/** Lifetime of an invoice download link. */
export const INVOICE_LINK_TTL_MINUTES = 60;

/** HSN codes of the shop's device kinds (tax invoices). */
export const HSN_BY_DEVICE_KIND: Readonly<Record<string, string>> = {
  ring: '85176290',
  watch: '85176290',
  earbuds: '85183000',
  headphones: '85183000',
  neckband: '85183000',
  'gift-box': '85183000',
  'charging-dock': '85044030',
  strap: '91139090',
  'carry-case': '42029200',
  'ear-tips': '85189000',
  'ear-cushions': '85189000',
  cable: '85444299',
};

/** Refusals only the REST contract speaks (its field names and headers). */
export const REST_CHECKOUT_ERRORS = {
  /** CreateOrderNew's code for a coupon whose product is not in the cart (the message is the spec's). */
  couponNotInCart: { code: 'COUPON_NOT_IN_CART', message: CHECKOUT_ERRORS.couponNotInCart.message },
  couponMismatch: { code: 'COUPON_MISMATCH', message: 'coupons must list the same codes as p_coupons.' },
  idempotencyConflict: {
    code: 'IDEMPOTENCY_CONFLICT',
    message: 'This Idempotency-Key was already used for a different order request.',
  },
} as const;

/** Texts of the payment response handler and the invoice files. */
export const REST_CHECKOUT_MESSAGES = {
  paymentRefused: 'The payment response could not be verified.',
  invoiceLinkInvalid: 'This invoice link is invalid or has expired.',
} as const;
