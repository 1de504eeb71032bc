// An order's online payment, for its customer (bearer): GET /api/MyAccount/Order_Payment (can it
// be paid again, refunds due) and POST /api/Checkout/RetryPayment (a cancelled prepaid order paid
// again: stock and coupon uses taken back, a new attempt reference, the same answer as
// CreateOrderNew for a prepaid order).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHECKOUT_ERRORS } from '@shop/commerce/checkout/messages';
import { ORDER_ID_PATTERN } from '../domain/checkout-constants.ts';
import { shopperOf } from '../http/auth.ts';
import { NotFoundError } from '../http/errors.ts';
import type { AppContext } from '../services/app-context.ts';
import { unwrap } from './checkout-addresses.ts';
import { bearerErrors } from './schemas/account.ts';
import { OrderCreated, OrderQuery } from './schemas/checkout.ts';
import { ErrorBody } from './schemas/common.ts';

const tags = ['checkout'];
const accountTags = ['orders'];

const RetryBody = z.object({ order_id: z.string().trim().min(1).max(40) });
const OrderPayment = z.object({
  order_id_new: z.string(),
  order_status: z.string(),
  paytype: z.number().int(),
  payment_status: z.string().nullable().describe("The payment gateway's last word on the order"),
  retry_payment: z
    .boolean()
    .describe('A prepaid order cancelled while waiting for payment, all of whose items are in stock'),
  refunds: z
    .array(
      z.object({
        amount: z.number(),
        currency: z.string(),
        reason: z.string().describe('order_cancelled or already_paid'),
        created_at: z.string(),
        resolved_at: z.string().nullable(),
      }),
    )
    .describe('Payments taken after the order could no longer take them (to be refunded), newest first'),
});

const orderNumber = (raw: string) => {
  const id = raw.toUpperCase();
  if (!ORDER_ID_PATTERN.test(id)) throw new NotFoundError(CHECKOUT_ERRORS.orderNotFound.message);
  return id;
};

export const checkoutPaymentOrderRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/MyAccount/Order_Payment',
    {
      onRequest: ctx.auth,
      schema: {
        tags: accountTags,
        summary:
          "Extension: an order's online payment (retry allowed, refunds due); 404 for an unknown or another customer's order",
        querystring: OrderQuery,
        response: { 200: OrderPayment, 400: ErrorBody, 404: ErrorBody, ...bearerErrors },
      },
    },
    async (request) => {
      const state = await ctx.paymentRetries.state(shopperOf(request).userId, orderNumber(request.query.o_id));
      if (!state) throw new NotFoundError(CHECKOUT_ERRORS.orderNotFound.message);
      return state;
    },
  );

  app.post(
    '/Checkout/RetryPayment',
    {
      onRequest: ctx.auth,
      schema: {
        tags,
        summary:
          'Extension: pays a cancelled prepaid order again (stock and coupons taken again, a new payment hold); answers like CreateOrderNew',
        body: RetryBody,
        response: { 200: OrderCreated, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, ...bearerErrors },
      },
    },
    async (request) =>
      unwrap(await ctx.paymentRetries.retry(shopperOf(request).userId, orderNumber(request.body.order_id))),
  );
};
