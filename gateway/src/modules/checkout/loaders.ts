// The checkout domain's DataLoaders, created per GraphQL request: addresses, the prepaid offer,
// orders and pre-bookings once per token; pincode details, coupons, deliverability and orders by
// key, each once per request however many fields ask; and the priced checkout (pricing.ts) once
// per request and input. A token upstream refuses turns the session into a guest.
import type { PaymentMode } from '@shop/commerce/checkout/payment-mode';
import type { Session } from '../../auth/session.ts';
import { keyedLoader, requestMemo, singleLoader } from '../../rest/create-loader.ts';
import type { CheckoutClient } from './client.ts';
import type { OrderClient } from './order-client.ts';
import type { OrderLifecycleClient, TrackingKey } from './order-lifecycle-client.ts';
import type { PricedCheckout } from './models.ts';
import type { OrderPaymentKey, PaymentClient } from './payment-client.ts';

export interface CouponKey {
  token: string;
  code: string;
  productId: number;
}

export interface DeliveryKey {
  token: string;
  addressId: number;
}

export interface OrderKey {
  token: string;
  orderId: string;
}

export interface OrderPageKey {
  token: string;
  page: number;
  first: number;
}

/** A coupon as the shopper applies it: a code on a product and colour of the cart. */
export interface CouponRequest {
  productId: number;
  colorId: number;
  code: string;
}

/** What a checkout is priced from besides upstream's data: the shopper's choices. */
export interface PricingKey {
  token: string;
  /** The coupons applied, in the order applied. */
  coupons: readonly CouponRequest[];
  paymentMode: PaymentMode | null;
  /** Null: the primary delivery address. */
  deliveryAddressId: number | null;
  /** A coupon being checked (applyCoupon), judged as applied last. */
  candidate: CouponRequest | null;
}

const couponKey = (c: CouponRequest) => [c.productId, c.colorId, c.code];

export interface CheckoutClients {
  checkout: CheckoutClient;
  orders: OrderClient;
  lifecycle: OrderLifecycleClient;
  payment: PaymentClient;
}

export function createCheckoutLoaders({ checkout, orders, lifecycle, payment }: CheckoutClients, session: Session) {
  /** Runs a bearer read; null (upstream refused the token) makes the session a guest. */
  const bearer =
    <K extends { token: string } | string, V>(load: (key: K) => Promise<V | null>) =>
    async (key: K): Promise<V | null> => {
      const value = await load(key);
      if (value === null) session.rejectToken(typeof key === 'string' ? key : key.token);
      return value;
    };
  return {
    deliveryAddresses: keyedLoader(bearer((token: string) => checkout.addresses(token, 'DELIVERY'))),
    billingAddresses: keyedLoader(bearer((token: string) => checkout.addresses(token, 'BILLING'))),
    prepaidOffer: keyedLoader(bearer((token: string) => checkout.prepaidOffer(token))),
    pincode: keyedLoader((pincode: string) => checkout.pincodeDetails(pincode)),
    countries: singleLoader(() => checkout.countries()),
    coupon: keyedLoader(
      (key: CouponKey) => checkout.coupon(key.token, key.code, key.productId),
      (key) => `${key.token}|${key.productId}|${key.code}`,
    ),
    delivery: keyedLoader(
      (key: DeliveryKey) => checkout.deliveryCheck(key.token, key.addressId),
      (key) => `${key.token}|${key.addressId}`,
    ),
    orders: keyedLoader(bearer((token: string) => orders.orders(token))),
    orderPage: keyedLoader(
      bearer((key: OrderPageKey) => orders.orderPage(key.token, key.page, key.first)),
      (key) => `${key.token}|${key.page}|${key.first}`,
    ),
    order: keyedLoader(
      (key: OrderKey) => orders.order(key.token, key.orderId),
      (key) => `${key.token}|${key.orderId}`,
    ),
    preBookings: keyedLoader(bearer((token: string) => orders.preBookings(token))),
    /** The checkout priced for the shopper's choices, worked out once per request (pricing.ts). */
    pricing: requestMemo<PricingKey, PricedCheckout>((key) =>
      JSON.stringify([
        key.token,
        key.coupons.map(couponKey),
        key.paymentMode,
        key.deliveryAddressId,
        key.candidate && couponKey(key.candidate),
      ]),
    ),
    /** An order's tracking (lifecycle state, timeline, shipment, return window). */
    tracking: keyedLoader(
      (key: TrackingKey) => lifecycle.tracking(key.token, key.orderId),
      (key) => `${key.token}|${key.orderId}`,
    ),
    /** An order's payment facts. */
    payment: keyedLoader(
      (key: OrderPaymentKey) => payment.orderPayment(key.token, key.orderId),
      (key) => `${key.token}|${key.orderId}`,
    ),
  };
}

export type CheckoutLoaders = ReturnType<typeof createCheckoutLoaders>;
