// Retry payment: a prepaid order that was cancelled while it waited for payment (hold expired,
// payment failed or aborted, replaced by a newer order) can be paid again while its items are in
// stock. In one transaction: the customer's other orders awaiting payment are cancelled (one order
// waits for payment at a time), the stock and coupon uses are taken again, a new attempt with its
// own gateway reference (`{order}R{n}`: a gateway may refuse an order id it has seen) starts a new
// payment hold, and the order is Pending again; after the commit the payment provider starts that
// attempt. Also: an order's payment facts for the confirmation page (can it be retried, refunds due).
import type { Kysely } from 'kysely';
import {
  CHECKOUT_ERRORS as E,
  outOfStockMessage,
  PAYMENT_MESSAGES,
  retryCouponMessage,
} from '@shop/commerce/checkout/messages';
import { ORDER_STATUS } from '@shop/commerce/checkout/orders';
import { PAYTYPE } from '../domain/checkout-constants.ts';
import { attemptReference } from '../domain/payment-constants.ts';
import { transactionWithRetry } from '../db/transaction.ts';
import { findCoupons, lockCustomer, stockLeft, takeStock, useCoupon } from '../db/queries/checkout.ts';
import { insertOrderEvent } from '../db/queries/order-events.ts';
import { findOwnOrder, logPaymentEvent, orderItems, updateOrderFrom, type OrderRow } from '../db/queries/orders.ts';
import { insertAttempt, latestAttempt, refundsOfOrder } from '../db/queries/payments.ts';
import type { Database } from '../db/schema.ts';
import type { Refusal } from './addresses.ts';
import type { Clock } from './clock.ts';
import { releaseExpiredHolds, supersedePending } from './order-settlement.ts';
import type { OrderCreated, PaymentStart } from './payment-start.ts';

type Db = Kysely<Database>;

class RetryRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}
const refuse = (status: Refusal['status'], error: { code: string; message: string }) =>
  new RetryRefused({ status, message: error.message, code: error.code });

/** The payment facts of an order that its confirmation page shows. */
export interface OrderPayment {
  order_id_new: string;
  order_status: string;
  paytype: number;
  /** The gateway's last word on it (Success, Aborted, Failure, Expired, Superseded, ...). */
  payment_status: string | null;
  /** A prepaid order cancelled while waiting for payment whose items are all in stock. */
  retry_payment: boolean;
  /** Payments taken after the order could no longer take them, newest first. */
  refunds: Array<{ amount: number; currency: string; reason: string; created_at: string; resolved_at: string | null }>;
}

/** Cancelled while it waited for payment: an order cancelled after it was paid is not paid again. */
const isRetryable = (order: OrderRow) =>
  order.paytype === PAYTYPE.PREPAID && order.order_status === ORDER_STATUS.CANCELLED && order.settled_at === null;

const stockLines = async (db: Db, order: OrderRow) =>
  (await orderItems(db, [order.id])).filter(
    (i): i is typeof i & { color_id: number } => i.offerproduct !== 1 && i.color_id !== null,
  );

export function createPaymentRetries(db: Db, clock: Clock, payments: PaymentStart) {
  /** Reopens the order for a new attempt; answers the order as reopened and the attempt's reference. */
  async function reopen(trx: Db, userId: number, orderNumber: string): Promise<{ order: OrderRow; reference: string }> {
    const now = clock();
    await lockCustomer(trx, userId);
    await releaseExpiredHolds(trx, now);
    const order = await findOwnOrder(trx, userId, orderNumber);
    if (!order) throw refuse(404, E.orderNotFound);
    if (!isRetryable(order)) throw refuse(409, PAYMENT_MESSAGES.retryNotAllowed);
    await supersedePending(trx, userId, now);
    for (const item of await stockLines(trx, order)) {
      if (!(await takeStock(trx, item.color_id, item.size, item.units)))
        throw refuse(409, {
          code: E.outOfStock.code,
          message: outOfStockMessage(item.product_name, item.color_name, item.size),
        });
    }
    const codes = order.coupons ? order.coupons.split(',').filter(Boolean) : [];
    const coupons = await findCoupons(
      trx,
      codes.map((c) => c.toUpperCase()),
    );
    for (const code of codes) {
      const coupon = coupons.find((c) => c.code.toUpperCase() === code.toUpperCase());
      if (!coupon || !(await useCoupon(trx, coupon.id))) throw refuse(409, retryCouponMessage(code));
    }
    const attempt = ((await latestAttempt(trx, order.id))?.attempt ?? 1) + 1;
    const reference = attemptReference(order.order_id_new, attempt);
    const at = now.toISOString();
    await insertAttempt(trx, { orderId: order.id, reference, attempt, at });
    const reopened = await updateOrderFrom(trx, order.id, ORDER_STATUS.CANCELLED, {
      order_status: ORDER_STATUS.PENDING,
      payment_status: null,
      tracking_id: null,
      cancelled_at: null,
      updated_at: at,
      status: 'pending_payment',
    });
    if (!reopened) throw refuse(409, PAYMENT_MESSAGES.retryNotAllowed);
    await insertOrderEvent(trx, { orderId: order.id, status: 'pending_payment', at, actorKind: 'shopper' });
    await logPaymentEvent(trx, {
      orderId: order.id,
      kind: 'request',
      orderStatus: ORDER_STATUS.PENDING,
      trackingId: null,
      amount: Number(order.amount),
      outcome: 'sent',
      at,
    });
    return { order: { ...order, order_status: ORDER_STATUS.PENDING }, reference };
  }

  return {
    async retry(
      userId: number,
      orderNumber: string,
    ): Promise<{ ok: true; value: OrderCreated } | { ok: false; refusal: Refusal }> {
      try {
        const { order, reference } = await transactionWithRetry(db, (trx) => reopen(trx, userId, orderNumber));
        return { ok: true, value: await payments.answer(order, reference) };
      } catch (error) {
        if (error instanceof RetryRefused) return { ok: false, refusal: error.refusal };
        throw error;
      }
    },

    /** The order's payment facts; null when the customer has no such order. */
    async state(userId: number, orderNumber: string): Promise<OrderPayment | null> {
      await db.transaction().execute((trx) => releaseExpiredHolds(trx, clock()));
      const order = await findOwnOrder(db, userId, orderNumber);
      if (!order) return null;
      let inStock = false;
      if (isRetryable(order)) {
        inStock = true;
        for (const item of await stockLines(db, order))
          if ((await stockLeft(db, item.color_id, item.size)) < item.units) inStock = false;
      }
      const refunds = await refundsOfOrder(db, order.id);
      return {
        order_id_new: order.order_id_new,
        order_status: order.order_status,
        paytype: order.paytype,
        payment_status: order.payment_status,
        retry_payment: inStock,
        refunds: refunds.map((r) => ({
          amount: Number(r.amount),
          currency: r.currency,
          reason: r.reason,
          created_at: r.created_at,
          resolved_at: r.resolved_at,
        })),
      };
    },
  };
}

export type PaymentRetries = ReturnType<typeof createPaymentRetries>;
