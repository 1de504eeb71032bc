// Checkout constants and messages (spec sections 4, 5, 8 and 9, and the shop's own choices).
import type { UserErrorKind } from '../../graphql/user-errors.ts';

/** The shop ships from Bengaluru: deliveries in this state pay CGST + SGST, others IGST. */
export const SELLER_STATE = 'Karnataka';
/** India Standard Time, for order dates. */
export const SHOP_UTC_OFFSET_MINUTES = 330;
/** Shipping charge shown at checkout (spec section 9). */
export const SHIPPING_CHARGE = 0;
/** Currency symbol when no pincode has said (spec section 9: the rupee sign). */
export const DEFAULT_CURRENCY_SYMBOL = '₹';
export const DEFAULT_TAX_NAME = 'GST';
/** The status an order gets on the order list when upstream sends none (spec section 4). */
export const CANCELLED_STATUS = 'Cancelled';
export const SUCCESS_STATUS = 'Success';
export const NO_INVOICE_LABEL = 'Yet to Generate Invoice';
export const INVOICE_LABEL = 'Download Invoice';
export const SUPPORT_EMAIL = 'support@lumen.example';
export const ORDER_CONFIRMATION_PATH = '/orderconfirmation/';
/** Most coupons one request may carry. */
export const MAX_COUPONS = 50;
/** India: the default country of address forms (spec section 9). */
export const DEFAULT_COUNTRY_ID = 2;

export const CHECKOUT_ERRORS = {
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
  // The shop's own (the spec shows none).
  outOfStock: { code: 'OUT_OF_STOCK', message: 'Some products in your cart are out of stock.' },
  priceChanged: { code: 'PRICE_CHANGED', message: 'The prices in your cart have changed. Please review your order.' },
  orderFailed: { code: 'ORDER_FAILED', message: 'Your order could not be placed. Please try again.' },
  addressNotFound: { code: 'ADDRESS_NOT_FOUND', message: 'Address not found' },
  addressRefused: { code: 'INVALID', message: 'Please check the address.' },
} as const satisfies Record<string, UserErrorKind>;

export const ADDRESS_MESSAGES = {
  saved: 'Address Saved Successfully.',
  updated: 'Address updated Successfully.',
  firstName: 'Please enter the first name.',
  lastName: 'Please enter the last name.',
  address: 'Please enter the address.',
  city: 'Please enter the city.',
  pincode: 'Please enter a valid 6-digit pincode.',
  phone: 'Please enter a valid 10-digit mobile number.',
  email: 'Please enter a valid email address.',
  gender: 'Please select a gender.',
  ageGroup: 'Please select an age group.',
  gstRequired: 'Please enter your GST number.',
  gstInvalid: 'Please enter a valid GST number.',
  billingRequired: 'Please enter the billing address.',
} as const;
