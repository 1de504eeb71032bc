// Checkout constants: country, tax and currency of the shop's pincode details (spec sections 3, 9).
export const DEFAULT_COUNTRY_ID = 2;
export const COUNTRY_NAME = 'India';
export const COUNTRY_ISO_CODE = 'IN';
export const PHONE_PREFIX = '+91';
export const CURRENCY_SYMBOL = '₹';
export const TAX_NAME = 'GST';
export const GST_PERCENT = 18;
export const PINCODE_PATTERN = /^\d{6}$/;

/** Payment types of CreateOrderNew (spec section 9). */
export const PAYTYPE = { PREPAID: 1, CASH_ON_DELIVERY: 2 } as const;
export type Paytype = (typeof PAYTYPE)[keyof typeof PAYTYPE];

/** The fixed prepaid discount (codval of Checkout/Prepaid_Discount), in rupees. */
export const PREPAID_DISCOUNT_AMOUNT = 100;
/** Shipping charge shown and charged at checkout (spec section 9: 0 by default). */
export const SHIPPING_CHARGE = 0;

/** The seller printed on tax invoices; the shop ships from Bengaluru, Karnataka. */
export const SELLER = {
  name: 'Lumen Devices Private Limited',
  address: 'No. 42, 3rd Floor, Residency Road, Bengaluru 560025',
  state: 'Karnataka',
  stateCode: '29',
  gstin: '29AAGCL1234M1Z5',
  email: 'support@lumen.example',
  phone: '+91 80 4000 1234',
} as const;
/** The state whose deliveries pay CGST + SGST; deliveries elsewhere pay IGST. */
export const SELLER_STATE = SELLER.state;

/** Order numbers: prefix, yymmdd (India time) and a 4-digit sequence, e.g. LUM2510180001. */
export const ORDER_ID_PREFIX = 'LUM';
export const ORDER_ID_PATTERN = /^[A-Z]{3}\d{10,}$/;
/** India Standard Time, for order dates and invoice dates. */
export const SHOP_UTC_OFFSET_MINUTES = 330;

/** Order statuses: placed (and paid, or cash on delivery), awaiting online payment, cancelled. */
export const ORDER_STATUS = { SUCCESS: 'Success', PENDING: 'Pending', CANCELLED: 'Cancelled' } as const;

/** A repeated CreateOrderNew with the same idempotency key within this window answers the first order. */
export const IDEMPOTENCY_WINDOW_MINUTES = 10;
/** A prepaid order not paid within this time is cancelled and its stock released. */
export const PAYMENT_HOLD_MINUTES = 30;
/** Lifetime of an invoice download link. */
export const INVOICE_LINK_TTL_MINUTES = 60;

/** At most this many saved addresses per customer (both kinds together). */
export const MAX_ADDRESSES_PER_USER = 20;
export const GENDERS = ['Male', 'Female', 'Other'] as const;
export const AGE_GROUPS = ['18-25', '25-40', '40 above'] as const;
/** GSTIN: state code, PAN, entity number, Z, check character. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

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

/** Texts of the checkout and order endpoints: the spec's where it has them, else the shop's own. */
export const CHECKOUT_MESSAGES = {
  invalidCoupon: 'Invalid Coupon Code',
  noDeliveryAddress: 'Please Select Your Delivery Address.',
  noPaymentMode: 'Please Select Payment Mode.',
  cartEmpty: 'Cart is empty....',
  notDeliverable: 'Some Products in your cart are not deliverable at selected delivery Pincode.Please Check.',
  addressSaved: 'Address Saved Successfully.',
  addressUpdated: 'Address updated Successfully.',
  addressDeleted: 'Address deleted Successfully.',
  addressNotFound: 'Address not found',
  orderNotFound: 'Order not found',
  discountMismatch: 'The discount does not match the coupons applied. Please review your order.',
  amountMismatch: 'The amount payable has changed. Please review your order.',
  couponMismatch: 'coupons must list the same codes as p_coupons.',
  couponDuplicate: 'Coupon Code Already Applied.',
  couponNotInCart: 'Product not found in cart',
  couponUsedUp: 'Invalid Coupon Code',
  idempotencyConflict: 'This Idempotency-Key was already used for a different order request.',
  tooManyAddresses: `You can save at most ${MAX_ADDRESSES_PER_USER} addresses.`,
  invalidGst: 'Please enter a valid GST number.',
  paymentRefused: 'The payment response could not be verified.',
  invoiceLinkInvalid: 'This invoice link is invalid or has expired.',
} as const;

/** Stock refusal of CreateOrderNew: the product, colour and size that ran out. */
export function outOfStockMessage(name: string, colorName: string, size: string): string {
  return `Sorry, ${name} (${colorName}${size ? `, size ${size}` : ''}) is out of stock.`;
}
