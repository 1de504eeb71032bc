// The payment REST calls of the checkout domain: an order's payment facts (Order_Payment: can it be
// paid again, refunds due) and Retry Payment, parsed and renamed by mapping.ts. The facts are read through
// the checkout's DataLoaders, made once per GraphQL request.
import type { RestClient } from '../../rest/client.ts';
import { parsed, type StatusAnswer } from '../../rest/status-table.ts';
import type { Change, Refusal } from './client.ts';
import { orderCreatedSchema, orderPaymentSchema } from './mapping.ts';
import type { OrderCreated, OrderPaymentFacts } from './models.ts';

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
