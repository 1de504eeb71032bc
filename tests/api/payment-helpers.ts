// Helpers of the payment tests: a prepaid order of one ring (18,498 less the 100 prepaid discount),
// its payment facts (Order_Payment), Retry Payment, and what upstream logged (payment_events) and
// records as refunds due, read from its database.
import { expect } from 'vitest';
import { z } from 'zod';
import { openRefunds } from '../../upstream/src/db/queries/payments.ts';
import { withTestDb, type DatabaseOf } from '../support/database.ts';
import type { PaymentRedirect } from '../support/payment-sandbox.ts';
import { authed, authedPost } from './account-helpers.ts';
import { OrderCreated } from './checkout-contract.ts';
import { RING, addLine, createOrder, orderDetail, shopper } from './checkout-helpers.ts';

export const RING_PREPAID_AMOUNT = '18398.00';

export const OrderPayment = z.object({
  order_id_new: z.string(),
  order_status: z.string(),
  paytype: z.number(),
  payment_status: z.string().nullable(),
  retry_payment: z.boolean(),
  refunds: z.array(
    z.object({
      amount: z.number(),
      currency: z.string(),
      reason: z.string(),
      created_at: z.string(),
      resolved_at: z.string().nullable(),
    }),
  ),
});

export const redirectOf = (created: z.output<typeof OrderCreated>): PaymentRedirect => ({
  url: created.payment_url ?? '',
  encRequest: String(created.encryptedRequest),
  accessCode: created.accessCode,
});

/** A fresh customer's prepaid order of one ring. */
export async function prepaidRingOrder(api: string, tag: string) {
  const customer = await shopper(api, tag);
  await addLine(api, customer.token, RING);
  const answer = await createOrder(api, customer.token, { id: customer.addressId, paytype: 1, discount: 0 });
  expect(answer.status, answer.text).toBe(200);
  const created = OrderCreated.parse(answer.body);
  return { customer, created, redirect: redirectOf(created) };
}

export async function orderStatus(api: string, token: string, orderId: string): Promise<string> {
  const answer = await orderDetail(api, token, orderId);
  expect(answer.status, answer.text).toBe(200);
  return (answer.body as { order_status: string }).order_status;
}

export async function paymentState(api: string, token: string, orderId: string) {
  const answer = await authed(`${api}/MyAccount/Order_Payment?o_id=${orderId}`, token);
  expect(answer.status, answer.text).toBe(200);
  return OrderPayment.parse(answer.body);
}

export const retryPayment = (api: string, token: string, orderId: string) =>
  authedPost(`${api}/Checkout/RetryPayment`, token, { order_id: orderId });

/** The outcomes upstream logged for an order's gateway responses, oldest first. */
export async function responseOutcomes(upstream: DatabaseOf, orderId: string): Promise<string[]> {
  const rows = await withTestDb(upstream, (db) =>
    db.all<{ outcome: string }>(
      `SELECT e.outcome FROM payment_events e JOIN orders o ON o.id = e.order_id
       WHERE o.order_id_new = ? AND e.kind = 'response' ORDER BY e.id`,
      orderId,
    ),
  );
  return rows.map((row) => row.outcome);
}

/** The open refund-due records, as the operators' console lists them (openRefunds). */
export function openRefundsOf(upstream: DatabaseOf) {
  return withTestDb(upstream, (db) => openRefunds(db.kysely));
}
