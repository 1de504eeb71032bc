// The checkout's answers from upstream: pincode details, countries, the prepaid discount, coupon
// details, deliverability and CreateOrderNew's (and RetryPayment's) answer, each parsed by the
// zod schema generated from upstream's OpenAPI document and renamed here to the gateway's models.
// Addresses are in address-mapping.ts, orders in order-mapping.ts.
import type { PaymentMode } from '@shop/commerce/checkout/payment-mode';
import {
  zGetApiCheckoutPincodeDetailsResponse,
  zGetApiCheckoutPrepaidDiscountResponse,
  zGetApiCommonDataCListResponse,
  zGetApiMyAccountOrderPaymentResponse,
  zGetApiCheckoutChkAllDeliveryResponse,
  zOrderCreated,
  zPostApiCheckoutGetCouponDetailsResponse,
} from '../../generated/upstream/zod.gen.ts';
import type {
  CouponInfo,
  Country,
  DeliveryCheck,
  OrderCreated,
  OrderPaymentFacts,
  PincodeDetails,
  PrepaidOffer,
} from './models.ts';

export const pincodeDetailsSchema = zGetApiCheckoutPincodeDetailsResponse.transform((raw): PincodeDetails => ({
  pincode: raw.pincode,
  city: raw.city || raw.district,
  district: raw.district,
  state: raw.states_name,
  stateId: raw.states_id,
  gstStateCode: raw.taxDigit,
  country: raw.country_name,
  countryId: raw.country_id,
  isoCode: raw.iSOCode,
  currencySymbol: raw.symbol,
  phonePrefix: raw.txtPhone,
  taxName: raw.taxName,
  taxPercent: raw.txtPer,
}));

export const countryListSchema = (defaultCountryId: number) =>
  zGetApiCommonDataCListResponse.transform((list): Country[] =>
    list.map((c) => ({
      id: c.country_id,
      name: c.country_name,
      code: c.c_code,
      isDefault: c.country_id === defaultCountryId,
      states: c.states.map((s) => ({ id: s.states_id, name: s.states_name })),
    })),
  );

/**
 * Checkout/Prepaid_Discount: the amount off a prepaid order (codval), the currency symbol, and the
 * most the coupons on one product may take off it.
 */
export const prepaidOfferSchema = zGetApiCheckoutPrepaidDiscountResponse.transform((raw): PrepaidOffer => ({
  amount: raw.codval,
  currencySymbol: raw.symbol,
  maxLineDiscountPercent: raw.max_line_discount_percent,
}));

/** A list with txt_Code_Disc, or the text 'Invalid Coupon Code' (null). */
export const couponDetailsSchema = zPostApiCheckoutGetCouponDetailsResponse.transform((raw): CouponInfo | null => {
  if (typeof raw === 'string') return null;
  const first = raw[0];
  if (!first || !(first.txt_Code_Disc > 0)) return null;
  return {
    code: first.coupon_code,
    percent: first.txt_Code_Disc,
    description: first.description,
    partner: first.partner_coupon,
  };
});

export const deliveryCheckSchema = zGetApiCheckoutChkAllDeliveryResponse.transform((raw): DeliveryCheck => ({
  deliverable: raw.deliverable && raw.undeliverable.length === 0,
  deliveryDays: raw.deliveryDays,
  undeliverableLineIds: raw.undeliverable,
}));

/** CreateOrderNew's and the order detail's `paytype` (spec section 9). */
export const PAYTYPE = { PREPAID: 1, CASH_ON_DELIVERY: 2 } as const satisfies Record<PaymentMode, number>;

/** An order's payment type; any other value (an old order without one) is cash on delivery. */
export function paymentModeOf(paytype: number): PaymentMode {
  return paytype === PAYTYPE.PREPAID ? 'PREPAID' : 'CASH_ON_DELIVERY';
}

/**
 * CreateOrderNew and RetryPayment: the order, whether it is settled already (`encryptedRequest`
 * 1: cash on delivery, nothing to pay) and the provider-neutral redirect of its payment.
 */
export const orderCreatedSchema = zOrderCreated.transform((raw): OrderCreated => ({
  orderId: raw.order_id,
  settled: raw.encryptedRequest === 1,
  amount: raw.amount,
  paymentRedirect: raw.payment_redirect && {
    url: raw.payment_redirect.url,
    method: raw.payment_redirect.method,
    fields: raw.payment_redirect.fields,
  },
}));

/** MyAccount/Order_Payment: can the order be paid again, and the refunds still due. */
export const orderPaymentSchema = zGetApiMyAccountOrderPaymentResponse.transform((raw): OrderPaymentFacts => {
  const open = raw.refunds.filter((r) => r.resolved_at === null);
  const paise = open.reduce((sum, r) => sum + Math.round(r.amount * 100), 0);
  return {
    orderId: raw.order_id_new,
    canRetry: raw.retry_payment,
    refundDue: open.length > 0 ? { amount: paise / 100, currencyCode: open[0]!.currency } : null,
  };
});
