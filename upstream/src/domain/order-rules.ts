// Order identity and timing rules: order and invoice numbers (dated by the shop's calendar of
// @shop/commerce's checkout/orders.ts), the idempotency key and request fingerprint of a
// CreateOrderNew, and time arithmetic for the windows of idempotency and payment holds. Pure; tested beside.
import { createHash } from 'node:crypto';
import { shopDate } from '@shop/commerce/shop-time';
import { ORDER_ID_PREFIX } from './checkout-constants.ts';

const MINUTE_MS = 60_000;

/** LUM + yymmdd (India time) + the sequence, at least 4 digits: LUM2510180001. */
export function orderNumber(at: Date, sequence: number): string {
  const day = shopDate(at).replaceAll('-', '').slice(2);
  return `${ORDER_ID_PREFIX}${day}${String(sequence).padStart(4, '0')}`;
}

/** The tax invoice number of an order: INV-2510180001 for LUM2510180001. */
export function invoiceNumber(orderId: string): string {
  return `INV-${orderId.slice(ORDER_ID_PREFIX.length)}`;
}

export function minutesBefore(at: Date, minutes: number): Date {
  return new Date(at.getTime() - minutes * MINUTE_MS);
}

export function minutesAfter(at: Date, minutes: number): Date {
  return new Date(at.getTime() + minutes * MINUTE_MS);
}

export interface OrderRequestFacts {
  userId: number;
  addressId: number;
  paytype: number;
  /** Applied coupons as product-colour:CODE. */
  coupons: readonly string[];
  gst: string | null;
}

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * The fingerprint of the choices a CreateOrderNew makes (order-independent): customer, address,
 * payment type, coupons and GSTIN. The same Idempotency-Key with other choices is a different
 * request (409), as Stripe answers; the cart is compared with the lines of the key's order
 * (order-stock.ts), since an order empties the cart it was made from.
 */
export function orderRequestFingerprint(facts: OrderRequestFacts): string {
  const coupons = [...new Set(facts.coupons)].sort();
  return sha256(JSON.stringify([facts.userId, facts.addressId, facts.paytype, coupons, facts.gst ?? '']));
}

/** The key a request is remembered by: the client's Idempotency-Key, or none (every request is an order). */
export function idempotencyKey(clientKey: string | null): string | null {
  return clientKey ? `client:${clientKey}` : null;
}
