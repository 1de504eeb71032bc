// The gateway's checkout models: upstream's address, coupon, delivery, order and pre-booking shapes
// after zod parsed and renamed them (mapping.ts, address-mapping.ts, order-mapping.ts),
// the priced checkout and the checkout summary. codegen.ts maps the GraphQL types to these.
import type { CheckoutFigures } from '@shop/commerce/checkout/checkout-figures';
import type { Money } from '@shop/commerce/money';
import type { PaymentMode } from '@shop/commerce/checkout/payment-mode';
import type { UserError } from '../../graphql/user-errors.ts';
import type { CartLine } from '../cart/models.ts';

/** The GraphQL Gender and AgeGroup values (schema/checkout-addresses.graphql). */
export type Gender = 'MALE' | 'FEMALE' | 'OTHER';
export type AgeGroup = 'AGE_18_25' | 'AGE_25_40' | 'AGE_40_ABOVE';

export interface Address {
  id: number;
  kind: 'DELIVERY' | 'BILLING';
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  state: string;
  country: string;
  pincode: string;
  phone: string;
  email: string | null;
  gender: Gender | null;
  ageGroup: AgeGroup | null;
  isPrimary: boolean;
  gstNumber: string | null;
}

export interface PincodeDetails {
  pincode: string;
  city: string;
  district: string;
  state: string;
  stateId: number;
  gstStateCode: string;
  country: string;
  countryId: number;
  isoCode: string;
  currencySymbol: string;
  phonePrefix: string;
  taxName: string;
  taxPercent: number;
}

export interface Country {
  id: number;
  name: string;
  code: string;
  isDefault: boolean;
  states: Array<{ id: number; name: string }>;
}

/** A coupon as upstream applies it to a product; null from the client means 'Invalid Coupon Code'. */
export interface CouponInfo {
  code: string;
  percent: number;
  description: string;
  /** Shared by a channel partner (an order carries at most one). */
  partner: boolean;
}

/** The fixed amount off a prepaid order, the currency symbol it is shown with, and upstream's coupon cap. */
export interface PrepaidOffer {
  amount: number;
  currencySymbol: string;
  /** The most the coupons on one product and colour may take off it, in percent (upstream's setting). */
  maxLineDiscountPercent: number;
}

export interface DeliveryCheck {
  deliverable: boolean;
  deliveryDays: string;
  undeliverableLineIds: string[];
}

export interface AppliedCoupon {
  code: string;
  productId: number;
  colorId: number;
  percent: number;
  discount: Money;
  description: string | null;
}

export interface RejectedCoupon {
  code: string;
  productId: number;
  colorId: number;
  message: string;
  reason: string;
}

export interface GstBreakdown {
  taxName: string;
  percent: number;
  taxableAmount: Money;
  taxAmount: Money;
  cgst: Money | null;
  sgst: Money | null;
  igst: Money | null;
  interState: boolean;
  sellerState: string;
  placeOfSupply: string;
}

/** A checkout priced (pricing.ts): the cart, the delivery address it is priced for, and its figures. */
export interface PricedCheckout {
  lines: CartLine[];
  deliveryAddress: Address | null;
  figures: CheckoutFigures;
}

export interface CheckoutLine {
  line: CartLine;
  coupons: AppliedCoupon[];
  couponDiscount: Money;
  total: Money;
}

export interface CheckoutSummary {
  lines: CheckoutLine[];
  itemCount: number;
  subtotal: Money;
  couponDiscount: Money;
  prepaidDiscount: Money;
  prepaidOffer: Money;
  shippingCharge: Money;
  amountPayable: Money;
  gst: GstBreakdown | null;
  currencySymbol: string;
  rejectedCoupons: RejectedCoupon[];
  deliveryAddress: Address | null;
  delivery: (DeliveryCheck & { message: string | null }) | null;
  paymentMode: PaymentMode | null;
}

export interface OrderRow {
  orderId: string;
  orderedAt: string;
  status: string;
  currencySymbol: string;
  currencyCode: string;
  amount: number;
  invoiceUrl: string | null;
  /** The order lifecycle's status (placed, shipped, ...); null from an upstream that has none. */
  lifecycleStatus: string | null;
}

export interface OrderAddress {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  phone: string;
  email: string | null;
}

export interface OrderItem {
  name: string;
  model: string;
  imageUrl: string;
  colorName: string;
  colorCode: string;
  size: string | null;
  isOfferProduct: boolean;
  units: number;
  unitPrice: number;
  couponCode: string | null;
  discountPercentage: number;
  /** The line's coupon discount as charged (upstream's line_discount); null when upstream sends none. */
  lineDiscount: number | null;
  currencyCode: string;
}

export interface OrderDetail extends OrderRow {
  paymentMode: PaymentMode;
  billing: OrderAddress;
  shipping: OrderAddress;
  deliveryDays: string;
  items: OrderItem[];
  subtotal: number;
  couponDiscount: number;
  prepaidDiscount: number;
  taxName: string;
  taxPercent: number;
  taxableAmount: number;
  cgst: number;
  sgst: number;
  igst: number;
}

export interface PreBooking {
  id: string;
  bookingNumber: string;
  productName: string;
  model: string;
  colorName: string;
  bookedOn: string;
  amountPaid: Money;
  status: string;
  expectedDispatch: string;
}

/** Where the browser goes to pay, whatever the payment provider: the fields submitted to the URL. */
export interface PaymentRedirect {
  url: string;
  method: 'POST' | 'GET';
  fields: Array<{ name: string; value: string }>;
}

/** An order upstream created (or a payment attempt it started again). */
export interface OrderCreated {
  orderId: string;
  /** Nothing to pay (cash on delivery). */
  settled: boolean;
  amount: number;
  paymentRedirect: PaymentRedirect | null;
}

export interface OrderPaymentFacts {
  orderId: string;
  canRetry: boolean;
  /** Open refund-due records: their total and currency; null when none. */
  refundDue: { amount: number; currencyCode: string } | null;
}

/** placeOrder before its Money fields are set. */
export interface PlaceOrderPayload {
  orderId: string | null;
  settled: boolean;
  confirmationPath: string | null;
  paymentRedirect: PaymentRedirect | null;
  amountPayable: Money | null;
  userErrors: UserError[];
}
