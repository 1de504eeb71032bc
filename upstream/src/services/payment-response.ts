// The shop's response handler of the CCAvenue protocol: decrypts encResp with the working key,
// checks that it names a known order with the order's amount, currency and customer, and then
// settles the order once (Success) or cancels it (Failure, Aborted, ...: stock given back). A
// response for an order no longer awaiting payment changes nothing. Every response that names an
// order is logged in payment_events.
import type { Kysely } from 'kysely';
import { ORDER_STATUS } from '@shop/commerce/checkout/orders';
import { amountText } from '@shop/commerce/money';
import { REST_CHECKOUT_MESSAGES as M } from '../domain/checkout-constants.ts';
import { GATEWAY_STATUS } from '../domain/payment-constants.ts';
import { findOrderByNumber, logPaymentEvent } from '../db/queries/orders.ts';
import type { Database } from '../db/schema.ts';
import type { Clock } from './clock.ts';
import { cancelOrder, releaseExpiredHolds, settleOrder } from './order-settlement.ts';
import type { Payment } from './payment.ts';

export type ResponseOutcome = { ok: true; orderId: string; outcome: string } | { ok: false; message: string };

const blankToNull = (value: string | undefined): string | null => (value && value.trim() ? value.trim() : null);

export function createPaymentResponses(db: Kysely<Database>, clock: Clock, payment: Payment) {
  return {
    async handle(encResp: string, orderNo: string | undefined): Promise<ResponseOutcome> {
      const params = payment.readResponse(encResp);
      if (!params) return { ok: false, message: M.paymentRefused };
      const orderId = params.order_id ?? '';
      if (orderNo !== undefined && orderNo.trim() !== '' && orderNo.trim() !== orderId)
        return { ok: false, message: M.paymentRefused };
      return db.transaction().execute(async (trx): Promise<ResponseOutcome> => {
        const now = clock();
        await releaseExpiredHolds(trx, now);
        const order = await findOrderByNumber(trx, orderId);
        if (!order) return { ok: false, message: M.paymentRefused };
        const status = params.order_status ?? '';
        const trackingId = blankToNull(params.tracking_id);
        const log = (outcome: string) =>
          logPaymentEvent(trx, {
            orderId: order.id,
            kind: 'response',
            orderStatus: status.slice(0, 20),
            trackingId,
            amount: Number(params.amount) || 0,
            outcome,
            at: now.toISOString(),
          });
        const matches =
          params.amount === amountText(Number(order.amount)) &&
          params.currency === order.currency &&
          (params.merchant_param1 ?? '') === String(order.user_id ?? '');
        if (!matches) {
          await log('refused');
          return { ok: false, message: M.paymentRefused };
        }
        if (order.order_status !== ORDER_STATUS.PENDING) {
          await log('ignored');
          return { ok: true, orderId, outcome: 'ignored' };
        }
        if (status === GATEWAY_STATUS.SUCCESS) {
          await settleOrder(trx, order, now, {
            status,
            trackingId,
            bankRef: blankToNull(params.bank_ref_no),
            mode: blankToNull(params.payment_mode),
          });
          await log('settled');
          return { ok: true, orderId, outcome: 'settled' };
        }
        await cancelOrder(trx, order, now, status.slice(0, 20) || 'Failure', trackingId);
        await log('cancelled');
        return { ok: true, orderId, outcome: 'cancelled' };
      });
    },
  };
}

export type PaymentResponses = ReturnType<typeof createPaymentResponses>;
