// The shop's return handler, in the payment provider's neutral words
// (providers/payment/payment-provider.ts). A return is acted on only when: the provider reads it
// (its own signature or encryption); it names a known attempt (order reference) with the order's
// amount, currency and customer; the shop has not acted on it (nor on its transaction) before; and
// the provider's own API, asked outside any transaction, confirms it exactly. Then, once: a payment
// settles a Pending order, or becomes a refund-due record (warn log, alert mail to the support
// address) when the order is no longer payable; a failed or cancelled payment of the order's latest
// attempt cancels it while it is Pending. A provider that cannot be asked leaves the order as it is
// and says so. Every return that names an order is logged in payment_events.
import type { Kysely } from 'kysely';
import { ORDER_STATUS } from '@shop/commerce/checkout/orders';
import { SUPPORT_EMAIL } from '@shop/commerce/company';
import { amountText, sameAmount } from '@shop/commerce/money';
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
import type {
  PaymentConfirmation,
  PaymentProvider,
  PaymentReturn,
  PaymentReturnForm,
} from '../providers/payment/payment-provider.ts';
import type { Clock } from './clock.ts';
import { cancelOrder, releaseExpiredHolds, settleOrder } from './order-settlement.ts';
import type { Outbox } from './outbox.ts';

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
  provider: PaymentProvider;
  outbox: Outbox;
  /** Where refusals and refunds are reported (the app's logger). */
  log: { warn(details: object, message: string): void };
}

/** A refund-due record's reason: the order was cancelled, or another payment already paid it. */
const refundReason = (order: OrderRow) =>
  order.order_status === ORDER_STATUS.SUCCESS ? 'already_paid' : 'order_cancelled';

export function createPaymentResponses(deps: PaymentResponseDeps) {
  const { db, clock, provider, outbox, log } = deps;

  const event = (trx: Db, order: OrderRow, response: PaymentReturn, outcome: string, at: Date) =>
    logPaymentEvent(trx, {
      orderId: order.id,
      kind: 'response',
      orderStatus: response.providerStatus.slice(0, 20),
      trackingId: response.transactionId,
      amount: response.amount ?? 0,
      outcome,
      at: at.toISOString(),
    });

  async function alertRefund(order: OrderRow, response: PaymentReturn, reason: string): Promise<void> {
    const amount = `${response.currency} ${amountText(response.amount ?? Number(order.amount))}`;
    const details = {
      order: order.order_id_new,
      provider: provider.name,
      reference: response.reference,
      transactionId: response.transactionId,
      amount,
      reason,
    };
    log.warn(details, 'payment: refund due for a payment the order could no longer take');
    await outbox.send({
      channel: 'email',
      to: SUPPORT_EMAIL,
      subject: `Refund due: ${order.order_id_new}`,
      body:
        `A payment arrived for order ${order.order_id_new}, which was no longer payable (${reason}).\n` +
        `Payment provider: ${provider.name}\nPayment reference: ${response.reference}\n` +
        `Transaction id: ${response.transactionId ?? '-'}\nAmount: ${amount}\n` +
        'Refund it and mark the record resolved.',
    });
  }

  /** Acts on a confirmed return, once; a replay when a concurrent post already did. */
  async function act(order: OrderRow, response: PaymentReturn, confirmation: PaymentConfirmation) {
    return transactionWithRetry(db, async (trx): Promise<ResponseOutcome> => {
      const now = clock();
      await lockOrder(trx, order.id);
      await releaseExpiredHolds(trx, now);
      const current = (await findOrderByNumber(trx, order.order_id_new)) ?? order;
      if (await processedResponse(trx, response.receipt, response.transactionId)) {
        await event(trx, current, response, 'replayed', now);
        return { kind: 'replayed', orderId: current.order_id_new };
      }
      let outcome: 'settled' | 'cancelled' | 'refund_due' | 'ignored';
      if (confirmation.kind === 'disputed' || confirmation.kind === 'unavailable') {
        await event(trx, current, response, 'refused', now);
        return { kind: 'refused' };
      } else if (confirmation.kind === 'paid') {
        const settled =
          current.order_status === ORDER_STATUS.PENDING &&
          (await settleOrder(trx, current, now, {
            status: response.providerStatus,
            trackingId: confirmation.transactionId,
            bankRef: confirmation.bankReference,
            mode: response.method,
          }));
        if (settled) outcome = 'settled';
        else {
          await insertRefund(trx, {
            orderId: current.id,
            reference: response.reference,
            trackingId: confirmation.transactionId,
            amount: response.amount ?? Number(current.amount),
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
          (await cancelOrder(
            trx,
            current,
            now,
            response.providerStatus.slice(0, 20) || 'Failure',
            response.transactionId,
          ));
        outcome = cancelled ? 'cancelled' : 'ignored';
      }
      await recordResponse(trx, {
        orderId: current.id,
        digest: response.receipt,
        reference: response.reference,
        trackingId: response.transactionId,
        outcome,
        at: now.toISOString(),
      });
      await event(trx, current, response, outcome, now);
      return { kind: 'done', orderId: current.order_id_new, outcome };
    });
  }

  return {
    /** A return posted to the response handler (the provider's returnForm, validated by the route). */
    async handle(form: PaymentReturnForm): Promise<ResponseOutcome> {
      const response = provider.readReturn(form);
      if (!response) {
        log.warn({ provider: provider.name }, 'payment: a return the payment provider did not sign was refused');
        return { kind: 'refused' };
      }
      const order = await orderOfReference(db, response.reference);
      if (!order) return { kind: 'refused' };
      const now = clock();
      const customerMatches = response.customerId === null || response.customerId === String(order.user_id ?? '');
      const figuresMatch =
        response.amount !== null &&
        sameAmount(response.amount, Number(order.amount)) &&
        response.currency === order.currency;
      if (!customerMatches || !figuresMatch) {
        await event(db, order, response, 'refused', now);
        log.warn({ order: order.order_id_new, reference: response.reference }, 'payment: mismatched response refused');
        return { kind: 'refused' };
      }
      if (await processedResponse(db, response.receipt, response.transactionId)) {
        await event(db, order, response, 'replayed', now);
        log.warn(
          { order: order.order_id_new, transactionId: response.transactionId },
          'payment: replayed response refused',
        );
        return { kind: 'replayed', orderId: order.order_id_new };
      }
      // Outside any transaction: a local sandbox answers from this same database.
      const confirmation = await provider.confirm(response, {
        reference: response.reference,
        amount: Number(order.amount),
        currency: order.currency,
      });
      if (confirmation.kind === 'unavailable') {
        await event(db, order, response, 'unconfirmed', clock());
        log.warn(
          { order: order.order_id_new, reason: confirmation.reason },
          'payment: the payment provider gave no answer',
        );
        return { kind: 'unconfirmed', orderId: order.order_id_new };
      }
      const result = await act(order, response, confirmation);
      if (result.kind === 'refused')
        log.warn(
          { order: order.order_id_new, reference: response.reference, transactionId: response.transactionId },
          'payment: response disagrees with the payment provider, refused',
        );
      if (result.kind === 'replayed')
        log.warn(
          { order: order.order_id_new, transactionId: response.transactionId },
          'payment: replayed response refused',
        );
      if (result.kind === 'done' && result.outcome === 'refund_due') {
        const current = (await findOrderByNumber(db, order.order_id_new)) ?? order;
        await alertRefund(current, response, refundReason(current));
      }
      return result;
    },
  };
}

export type PaymentResponses = ReturnType<typeof createPaymentResponses>;
