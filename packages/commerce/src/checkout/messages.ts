// The checkout's messages: the spec's (sections 4, 5 and 8) character for character, and the shop's
// own where the spec shows none. Refusals are { code, message }: the code is the GraphQL contract's
// userErrors.code and, unless upstream's REST contract names its own, upstream's 4xx body code.
import { CONTACT_MESSAGES } from '../contact.ts';
import { formatPercent } from '../percent.ts';
import { MAX_ADDRESSES_PER_USER, MAX_PARTNER_COUPONS_PER_ORDER } from './limits.ts';

export const CHECKOUT_ERRORS = {
  // The spec's (section 5).
  couponDuplicate: { code: 'COUPON_DUPLICATE', message: 'Coupon Code Already Applied.' },
  couponNotInCart: { code: 'PRODUCT_NOT_IN_CART', message: 'Product not found in cart' },
  couponInvalid: { code: 'COUPON_INVALID', message: 'Invalid Coupon Code' },
  noDeliveryAddress: { code: 'NO_DELIVERY_ADDRESS', message: 'Please Select Your Delivery Address.' },
  noPaymentMode: { code: 'NO_PAYMENT_MODE', message: 'Please Select Payment Mode.' },
  cartEmpty: { code: 'CART_EMPTY', message: 'Cart is empty....' },
  notDeliverable: {
    code: 'NOT_DELIVERABLE',
    message: 'Some Products in your cart are not deliverable at selected delivery Pincode.Please Check.',
  },
  // The shop's own.
  outOfStock: { code: 'OUT_OF_STOCK', message: 'Some products in your cart are out of stock.' },
  productUnavailable: { code: 'PRODUCT_UNAVAILABLE', message: 'Product not found' },
  priceChanged: { code: 'PRICE_CHANGED', message: 'The prices in your cart have changed. Please review your order.' },
  discountMismatch: {
    code: 'DISCOUNT_MISMATCH',
    message: 'The discount does not match the coupons applied. Please review your order.',
  },
  amountMismatch: { code: 'AMOUNT_MISMATCH', message: 'The amount payable has changed. Please review your order.' },
  orderFailed: { code: 'ORDER_FAILED', message: 'Your order could not be placed. Please try again.' },
  orderNotFound: { code: 'ORDER_NOT_FOUND', message: 'Order not found' },
  addressNotFound: { code: 'ADDRESS_NOT_FOUND', message: 'Address not found' },
  addressRefused: { code: 'INVALID', message: 'Please check the address.' },
  tooManyAddresses: {
    code: 'TOO_MANY_ADDRESSES',
    message: `You can save at most ${MAX_ADDRESSES_PER_USER} addresses.`,
  },
} as const;
export type CheckoutErrorKey = keyof typeof CHECKOUT_ERRORS;

/** The address form's refusals, one per field (the shop's own wording; the spec shows none). */
export const ADDRESS_ERRORS = {
  firstName: { code: 'INVALID', message: 'Please enter the first name.' },
  lastName: { code: 'INVALID', message: 'Please enter the last name.' },
  address: { code: 'INVALID', message: 'Please enter the address.' },
  city: { code: 'INVALID', message: 'Please enter the city.' },
  pincode: { code: 'INVALID', message: CONTACT_MESSAGES.pincodeInvalid },
  unknownPincode: { code: 'INVALID', message: 'We could not find this pincode. Please check it.' },
  phone: { code: 'INVALID', message: CONTACT_MESSAGES.phoneInvalid },
  email: { code: 'INVALID', message: CONTACT_MESSAGES.emailInvalid },
  gender: { code: 'INVALID', message: 'Please select a gender.' },
  ageGroup: { code: 'INVALID', message: 'Please select an age group.' },
  gstRequired: { code: 'GST_REQUIRED', message: 'Please enter your GST number.' },
  gstInvalid: { code: 'GST_INVALID', message: 'Please enter a valid GST number.' },
  billingRequired: { code: 'INVALID', message: 'Please enter the billing address.' },
} as const;
export type AddressErrorKey = keyof typeof ADDRESS_ERRORS;

/** The checkout's other texts. */
export const CHECKOUT_MESSAGES = {
  /** The spec's (section 8). */
  addressSaved: 'Address Saved Successfully.',
  /** The spec's (section 8). */
  addressUpdated: 'Address updated Successfully.',
  addressDeleted: 'Address deleted Successfully.',
  /** The spec's: the order list's More cell without an invoice (section 4). */
  noInvoice: 'Yet to Generate Invoice',
  downloadInvoice: 'Download Invoice',
} as const;

/** An order's stock refusal: the product, colour and size that ran out. */
export function outOfStockMessage(name: string, colorName: string, size: string): string {
  return `Sorry, ${name} (${colorName}${size ? `, size ${size}` : ''}) is out of stock.`;
}

/** Codes of the coupon limit refusals, whose messages name the coupon (the two functions below). */
export const COUPON_LIMIT_CODES = { cap: 'COUPON_CAP', partner: 'PARTNER_COUPON_LIMIT' } as const;

/** The shop's own: a coupon that would take its product and colour past the shop's maximum discount. */
export function couponCapMessage(code: string, max: number): string {
  return `Coupon ${code} cannot be applied: coupons can take at most ${formatPercent(max)} off one product.`;
}

/** The shop's own: a channel partner coupon beyond the one an order may carry. */
export function partnerCouponMessage(code: string): string {
  return `Coupon ${code} cannot be applied: an order can carry at most ${MAX_PARTNER_COUPONS_PER_ORDER} channel partner coupon.`;
}

/** The { code, message } refusal of a coupon limit ('cap': couponCapMessage, 'partner': partnerCouponMessage). */
export function couponLimitError(
  limit: 'cap' | 'partner',
  code: string,
  max: number,
): { code: string; message: string } {
  return limit === 'cap'
    ? { code: COUPON_LIMIT_CODES.cap, message: couponCapMessage(code, max) }
    : { code: COUPON_LIMIT_CODES.partner, message: partnerCouponMessage(code) };
}

/** The shop's own texts of online payments: the response handler's pages, the refund notice, retry refusals. */
export const PAYMENT_MESSAGES = {
  /** A response the shop had already acted on (a replay, or the browser posting it twice). */
  responseReplayed: 'This payment response has already been processed.',
  /** The payment gateway's status API did not answer: the order is neither settled nor cancelled. */
  statusUnavailable:
    'We could not confirm your payment with the payment gateway just now. Your order is still waiting for payment; please check again in a minute.',
  /** A post to a payment page without the fields it needs (or with malformed ones). */
  formMalformed: 'The payment form was incomplete or malformed.',
  /** The wrong content type posted to a payment page. */
  formType: 'The payment form must be posted as application/x-www-form-urlencoded.',
  /** The way back from a payment page. */
  ordersLink: 'Go to my orders',
  checkAgain: 'Check again',
  /** A cancelled prepaid order whose payment can be made again. */
  retryButton: 'Retry payment',
  retryNotAllowed: { code: 'PAYMENT_NOT_RETRYABLE', message: 'This order cannot be paid again.' },
} as const;

/** The confirmation's notice of a payment taken after its order was cancelled (a refund-due record). */
export function refundDueMessage(amountFormatted: string): string {
  return `We received your payment of ${amountFormatted} after this order was cancelled. It will be refunded to your original payment method; you need not do anything.`;
}

/** The confirmation's notice of a second payment for an order already paid (a refund-due record). */
export function extraPaymentMessage(amountFormatted: string): string {
  return `We received a further payment of ${amountFormatted} for this order, which was already paid. It will be refunded to your original payment method; you need not do anything.`;
}

/** A retry refused because a coupon of the order is used up since. */
export function retryCouponMessage(code: string): { code: string; message: string } {
  return {
    code: 'COUPON_INVALID',
    message: `Coupon ${code} is no longer available, so this order cannot be paid again.`,
  };
}
