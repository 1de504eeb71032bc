// The gateway's own checkout rule: the idempotency key of a Place Order submit (it hashes with
// node:crypto, so it is not @shop/commerce's, which has no node: imports). Tested beside.
import { normaliseCouponCode, type CouponTarget } from '@shop/commerce/checkout/coupons';
import type { PaymentMode } from '@shop/commerce/checkout/payment-mode';
import { createHash } from 'node:crypto';

/**
 * The Idempotency-Key of a submit: the customer, the cart lines, the address, the payment mode and
 * the coupons. A double click sends the same key, so upstream answers the same order.
 */
export function orderIdempotencyKey(facts: {
  userId: string;
  lines: ReadonlyArray<{ id: string; quantity: number }>;
  addressId: number;
  mode: PaymentMode;
  coupons: readonly CouponTarget[];
}): string {
  const lines = facts.lines.map((l) => `${l.id}x${l.quantity}`).sort();
  const coupons = facts.coupons.map((c) => `${c.productId}-${c.colorId}:${normaliseCouponCode(c.code)}`).sort();
  return createHash('sha256')
    .update(JSON.stringify([facts.userId, lines, facts.addressId, facts.mode, coupons]))
    .digest('hex')
    .slice(0, 64);
}
