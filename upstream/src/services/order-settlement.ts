// The changes of an order's status, each done once: settling (Success, with its tax invoice) and
// cancelling (stock and coupon uses given back). Both change an order only while it is Pending
// (or, for cash on delivery, as it is created), so a repeated gateway response changes nothing.
// Also: cancelling abandoned payments (past the hold) and a customer's earlier unpaid orders.
import type { Kysely } from 'kysely';
import { ORDER_STATUS } from '@shop/commerce/checkout/orders';
import { PAYMENT_HOLD_MINUTES } from '../domain/checkout-constants.ts';
import { invoiceNumber, minutesBefore } from '../domain/order-rules.ts';
import { releaseCoupons, returnStock } from '../db/queries/checkout.ts';
import { insertOrderEvent } from '../db/queries/order-events.ts';
import { orderItems, pendingOrders, updateOrderFrom, type OrderRow } from '../db/queries/orders.ts';
import type { Database } from '../db/schema.ts';
import { creditOrderIncentives } from './partner-attribution.ts';

type Db = Kysely<Database>;

export interface PaymentOutcome {
  status: string;
  trackingId: string | null;
  bankRef: string | null;
  mode: string | null;
}

/** The invoice fields of an order settled now. */
export function invoiceFields(orderId: string) {
  return { invoice_no: invoiceNumber(orderId), invoice_file: `${orderId}.pdf` };
}

const codesOf = (order: Pick<OrderRow, 'coupons'>): string[] =>
  order.coupons ? order.coupons.split(',').filter(Boolean) : [];

/** Pending -> Success; removes the ordered lines from the customer's cart. False when it was not pending. */
export async function settleOrder(db: Db, order: OrderRow, now: Date, payment: PaymentOutcome): Promise<boolean> {
  const at = now.toISOString();
  const done = await updateOrderFrom(db, order.id, ORDER_STATUS.PENDING, {
    order_status: ORDER_STATUS.SUCCESS,
    payment_status: payment.status,
    tracking_id: payment.trackingId,
    bank_ref_no: payment.bankRef,
    payment_mode: payment.mode,
    settled_at: at,
    updated_at: at,
    status: 'paid',
    ...invoiceFields(order.order_id_new),
  });
  if (done) {
    await insertOrderEvent(db, { orderId: order.id, status: 'paid', at, actorKind: 'system' });
    // A prepaid order is a sale once paid: its partner's incentives are credited now.
    await creditOrderIncentives(db, order.id, now);
  }
  if (!done || order.user_id === null) return done;
  for (const item of await orderItems(db, [order.id])) {
    if (item.offerproduct === 1 || item.color_id === null) continue;
    await db
      .deleteFrom('cart_lines')
      .where('user_id', '=', order.user_id)
      .where('product_id', '=', item.product_id)
      .where('color_id', '=', item.color_id)
      .where('size', '=', item.size)
      .where('strap_id', '=', item.strap_id)
      .execute();
  }
  return true;
}

/** Pending -> Cancelled; gives back the stock and the coupon uses. False when it was not pending. */
export async function cancelOrder(
  db: Db,
  order: OrderRow,
  now: Date,
  paymentStatus: string,
  trackingId: string | null = null,
): Promise<boolean> {
  const at = now.toISOString();
  const done = await updateOrderFrom(db, order.id, ORDER_STATUS.PENDING, {
    order_status: ORDER_STATUS.CANCELLED,
    payment_status: paymentStatus,
    tracking_id: trackingId,
    cancelled_at: at,
    updated_at: at,
    status: 'cancelled',
  });
  if (!done) return false;
  await insertOrderEvent(db, { orderId: order.id, status: 'cancelled', at, actorKind: 'system', note: paymentStatus });
  for (const item of await orderItems(db, [order.id])) {
    if (item.offerproduct === 1 || item.color_id === null) continue;
    await returnStock(db, item.color_id, item.size, item.units);
  }
  await releaseCoupons(db, codesOf(order));
  return true;
}

/** Cancels every order still awaiting payment after the hold time. */
export async function releaseExpiredHolds(db: Db, now: Date): Promise<void> {
  for (const order of await pendingOrders(db, ORDER_STATUS.PENDING, {
    before: minutesBefore(now, PAYMENT_HOLD_MINUTES).toISOString(),
  })) {
    await cancelOrder(db, order, now, 'Expired');
  }
}

/** Cancels a customer's orders awaiting payment (a new order replaces them). */
export async function supersedePending(db: Db, userId: number, now: Date): Promise<void> {
  for (const order of await pendingOrders(db, ORDER_STATUS.PENDING, { userId }))
    await cancelOrder(db, order, now, 'Superseded');
}
