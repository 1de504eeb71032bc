// The shop's response handler of the CCAvenue protocol. A response is acted on only when:
// the working key decrypts it; it names a known attempt (order reference) with the order's amount,
// currency and customer; the shop has not acted on it (nor on its tracking id) before; and the
// gateway's order status API, asked outside any transaction, agrees with it exactly
// (domain/payment-status.ts). Then, once: a payment settles a Pending order, or becomes a refund-due
// record (warn log, alert mail to the support address) when the order is no longer payable; a
// failed or aborted payment of the order's latest attempt cancels it while it is Pending. A status
// API that does not answer leaves the order as it is and says so. Every response that names an
// order is logged in payment_events.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ORDER_STATUS } from '@shop/commerce/checkout/orders';
import { SUPPORT_EMAIL } from '@shop/commerce/company';
import { amountText } from '@shop/commerce/money';
import { paymentVerdict, type StatusAnswer } from '../domain/payment-status.ts';
import { transactionWithRetry } from '../db/transaction.ts';
import { findOrderByNumber, lockOrder, logPaymentEvent, type OrderRow } from '../db/queries/orders.ts';
import {
  insertRefund,
  latestAttempt,
  orderOfReference,
  processedResponse,
  recordResponse,
} from '../db/queries/payments.ts';
import type { Database } from '../db/schema.ts';
import type { Clock } from './clock.ts';
import { cancelOrder, releaseExpiredHolds, settleOrder } from './order-settlement.ts';
import type { Outbox } from './outbox.ts';
import type { GatewayResponse, Payment } from './payment.ts';
import type { StatusApi } from './payment-status.ts';

type Db = Kysely<Database>;

/** What the route answers: the confirmation (303), or a page saying why not. */
export type ResponseOutcome =
  | { kind: 'done'; orderId: string; outcome: 'settled' | 'cancelled' | 'refund_due' | 'ignored' }
  | { kind: 'refused' }
  | { kind: 'replayed'; orderId: string }
  | { kind: 'unconfirmed'; orderId: string };

export interface PaymentResponseDeps {
  db: Db;
  clock: Clock;
  payment: Payment;
  statusApi: StatusApi;
  outbox: Outbox;
  /** Where refusals and refunds are reported (the app's logger). */
  log: { warn(details: object, message: string): void };
}

const digestOf = (encResp: string) => createHash('sha256').update(encResp.trim().toLowerCase()).digest('hex');

/** A refund-due record's reason: the order was cancelled, or another payment already paid it. */
const refundReason = (order: OrderRow) =>
  order.order_status === ORDER_STATUS.SUCCESS ? 'already_paid' : 'order_cancelled';

export function createPaymentResponses(deps: PaymentResponseDeps) {
  const { db, clock, payment, statusApi, outbox, log } = deps;

  const event = (trx: Db, order: OrderRow, response: GatewayResponse, outcome: string, at: Date) =>
    logPaymentEvent(trx, {
      orderId: order.id,
      kind: 'response',
      orderStatus: response.orderStatus.slice(0, 20),
      trackingId: response.trackingId,
      amount: Number(response.amount) || 0,
      outcome,
      at: at.toISOString(),
    });

  async function alertRefund(order: OrderRow, response: GatewayResponse, reason: string): Promise<void> {
    const details = {
      order: order.order_id_new,
      reference: response.reference,
      trackingId: response.trackingId,
      amount: response.amount,
      currency: response.currency,
      reason,
    };
    log.warn(details, 'payment: refund due for a payment the order could no longer take');
    await outbox.send({
      channel: 'email',
      to: SUPPORT_EMAIL,
      subject: `Refund due: ${order.order_id_new}`,
      body:
        `A payment arrived for order ${order.order_id_new}, which was no longer payable (${reason}).\n` +
        `Gateway reference: ${response.reference}\nTracking id: ${response.trackingId ?? '-'}\n` +
        `Amount: ${response.currency} ${response.amount}\nRefund it and mark the record resolved.`,
    });
  }

  /** Acts on a verified response, once; false when a concurrent post already did. */
  async function act(order: OrderRow, response: GatewayResponse, answer: StatusAnswer, digest: string) {
    return transactionWithRetry(db, async (trx): Promise<ResponseOutcome> => {
      const now = clock();
      await lockOrder(trx, order.id);
      await releaseExpiredHolds(trx, now);
      const current = (await findOrderByNumber(trx, order.order_id_new)) ?? order;
      if (await processedResponse(trx, digest, response.trackingId)) {
        await event(trx, current, response, 'replayed', now);
        return { kind: 'replayed', orderId: current.order_id_new };
      }
      const verdict = paymentVerdict(response, answer, {
        reference: response.reference,
        amount: Number(current.amount),
        currency: current.currency,
      });
      let outcome: 'settled' | 'cancelled' | 'refund_due' | 'ignored';
      if (verdict === 'mismatch') {
        await event(trx, current, response, 'refused', now);
        return { kind: 'refused' };
      } else if (verdict === 'paid') {
        const gateway = answer.kind === 'found' ? answer.status : null;
        const settled =
          current.order_status === ORDER_STATUS.PENDING &&
          (await settleOrder(trx, current, now, {
            status: response.orderStatus,
            trackingId: response.trackingId,
            bankRef: gateway?.bankRefNo ?? (response.params.bank_ref_no?.trim() || null),
            mode: response.params.payment_mode?.trim() || null,
          }));
        if (settled) outcome = 'settled';
        else {
          await insertRefund(trx, {
            orderId: current.id,
            reference: response.reference,
            trackingId: response.trackingId,
            amount: Number(response.amount),
            currency: response.currency,
            reason: refundReason(current),
            at: now.toISOString(),
          });
          outcome = 'refund_due';
        }
      } else {
        // Only the latest attempt's failure cancels: an earlier attempt's page may still be open.
        const latest = (await latestAttempt(trx, current.id))?.reference ?? current.order_id_new;
        const cancelled =
          current.order_status === ORDER_STATUS.PENDING &&
          latest === response.reference &&
          (await cancelOrder(trx, current, now, response.orderStatus.slice(0, 20) || 'Failure', response.trackingId));
        outcome = cancelled ? 'cancelled' : 'ignored';
      }
      await recordResponse(trx, {
        orderId: current.id,
        digest,
        reference: response.reference,
        trackingId: response.trackingId,
        outcome,
        at: now.toISOString(),
      });
      await event(trx, current, response, outcome, now);
      return { kind: 'done', orderId: current.order_id_new, outcome };
    });
  }

  return {
    async handle(encResp: string, orderNo: string | undefined): Promise<ResponseOutcome> {
      const response = payment.readResponse(encResp);
      if (!response) {
        log.warn({ orderNo }, 'payment: a response the working key did not encrypt was refused');
        return { kind: 'refused' };
      }
      if (orderNo !== undefined && orderNo.trim() !== '' && orderNo.trim() !== response.reference)
        return { kind: 'refused' };
      const order = await orderOfReference(db, response.reference);
      if (!order) return { kind: 'refused' };
      const now = clock();
      const customerMatches = (response.params.merchant_param1 ?? '') === String(order.user_id ?? '');
      const figuresMatch = response.amount === amountText(Number(order.amount)) && response.currency === order.currency;
      if (!customerMatches || !figuresMatch) {
        await event(db, order, response, 'refused', now);
        log.warn({ order: order.order_id_new, reference: response.reference }, 'payment: mismatched response refused');
        return { kind: 'refused' };
      }
      const digest = digestOf(encResp);
      if (await processedResponse(db, digest, response.trackingId)) {
        await event(db, order, response, 'replayed', now);
        log.warn({ order: order.order_id_new, trackingId: response.trackingId }, 'payment: replayed response refused');
        return { kind: 'replayed', orderId: order.order_id_new };
      }
      // Outside any transaction: the sandbox answers from this same database.
      const answer = await statusApi.query(response.reference, response.trackingId);
      if (answer.kind === 'failed') {
        await event(db, order, response, 'unconfirmed', clock());
        log.warn({ order: order.order_id_new, reason: answer.reason }, 'payment: status API gave no answer');
        return { kind: 'unconfirmed', orderId: order.order_id_new };
      }
      const result = await act(order, response, answer, digest);
      if (result.kind === 'refused')
        log.warn(
          { order: order.order_id_new, reference: response.reference, trackingId: response.trackingId },
          'payment: response disagrees with the status API, refused',
        );
      if (result.kind === 'replayed')
        log.warn({ order: order.order_id_new, trackingId: response.trackingId }, 'payment: replayed response refused');
      if (result.kind === 'done' && result.outcome === 'refund_due') {
        const current = (await findOrderByNumber(db, order.order_id_new)) ?? order;
        await alertRefund(current, response, refundReason(current));
      }
      return result;
    },
  };
}

export type PaymentResponses = ReturnType<typeof createPaymentResponses>;
