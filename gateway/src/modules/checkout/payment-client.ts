// The payment REST calls of the checkout domain: an order's payment facts (Order_Payment: can it be
// paid again, refunds due) and Retry Payment, parsed and renamed here. The facts are read through
// a DataLoader made once per GraphQL request (kept beside the request's context).
import { z } from 'zod';
import type { RestClient } from '../../rest/client.ts';
import { parsed, type StatusAnswer } from '../../rest/status-table.ts';
import type { Change, Refusal } from './client.ts';
import { orderCreatedSchema, type OrderCreated } from './schemas.ts';

export interface OrderPaymentFacts {
  orderId: string;
  canRetry: boolean;
  /** Open refund-due records: their total and currency; null when none. */
  refundDue: { amount: number; currencyCode: string } | null;
}

const orderPaymentSchema = z
  .object({
    order_id_new: z.string(),
    retry_payment: z.boolean(),
    refunds: z.array(
      z.object({
        amount: z.number().finite(),
        currency: z.string().regex(/^[A-Z]{3}$/),
        resolved_at: z.string().nullable(),
      }),
    ),
  })
  .transform((raw): OrderPaymentFacts => {
    const open = raw.refunds.filter((r) => r.resolved_at === null);
    const paise = open.reduce((sum, r) => sum + Math.round(r.amount * 100), 0);
    return {
      orderId: raw.order_id_new,
      canRetry: raw.retry_payment,
      refundDue: open.length > 0 ? { amount: paise / 100, currencyCode: open[0]!.currency } : null,
    };
  });

const refusal = (notFound: boolean) => (answer: StatusAnswer) => ({
  kind: 'refused' as const,
  refusal: { notFound, message: answer.message, code: answer.code, field: null } satisfies Refusal,
});

export class PaymentClient {
  constructor(private readonly rest: RestClient) {}

  /** The order's payment facts; null for an unknown order (or another customer's); 'unauthorized' for a refused token. */
  orderPayment(token: string, orderId: string): Promise<OrderPaymentFacts | null | 'unauthorized'> {
    return this.rest.send<OrderPaymentFacts | null | 'unauthorized'>(
      { method: 'GET', path: '/api/MyAccount/Order_Payment', query: { o_id: orderId }, token },
      { ok: parsed(orderPaymentSchema), 401: () => 'unauthorized', 404: () => null },
    );
  }

  retry(token: string, orderId: string): Promise<Change<OrderCreated>> {
    return this.rest.send<Change<OrderCreated>>(
      { method: 'POST', path: '/api/Checkout/RetryPayment', json: { order_id: orderId }, token },
      {
        ok: (answer) => ({ kind: 'ok', value: answer.parse(orderCreatedSchema) }),
        401: () => ({ kind: 'unauthorized' }),
        400: refusal(false),
        404: refusal(true),
        409: refusal(false),
      },
    );
  }
}

export interface OrderPaymentKey {
  token: string;
  orderId: string;
}
