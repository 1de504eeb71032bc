// Order identity and timing rules: order and invoice numbers (dated by the shop's calendar of
// @shop/commerce's checkout/orders.ts), the idempotency fingerprint of a CreateOrderNew request and
// the windows of idempotency and of payment holds. Pure; tested beside.
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
  /** Cart lines as product-colour-size-strap x quantity. */
  lines: ReadonlyArray<{ id: string; quantity: number }>;
  /** Applied coupons as product-colour:CODE. */
  coupons: readonly string[];
  gst: string | null;
}

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * The fingerprint of what a CreateOrderNew asks for: customer, address, payment type, cart lines
 * and coupons (order-independent). Two submits of the same cart share it.
 */
export function orderRequestFingerprint(facts: OrderRequestFacts): string {
  const lines = facts.lines.map((l) => `${l.id}x${l.quantity}`).sort();
  const coupons = [...new Set(facts.coupons)].sort();
  return sha256(JSON.stringify([facts.userId, facts.addressId, facts.paytype, lines, coupons, facts.gst ?? '']));
}

/** The key a request is remembered by: the client's Idempotency-Key, else the fingerprint. */
export function idempotencyKey(clientKey: string | null, fingerprint: string): string {
  return clientKey ? `client:${clientKey}` : `cart:${fingerprint}`;
}
