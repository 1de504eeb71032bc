// The shopper's side of the order lifecycle (bearer, like the other order routes): an order's
// tracking (status, timeline, shipment, what the shopper may do now), cancelling an order before it
// ships, and asking for a return or a replacement within 7 days of delivery. Each change answers
// the order's tracking as it is afterwards; a refusal is 409 (or 400 for a bad kind or reason) with
// its code and message, an unknown or another customer's order 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHECKOUT_ERRORS } from '@shop/commerce/checkout/messages';
import {
  ORDER_STATES,
  RETURN_KINDS,
  RETURN_REASON_MAX_LENGTH,
  type OrderState,
} from '@shop/commerce/checkout/order-lifecycle';
import { ORDER_ID_PATTERN } from '../domain/checkout-constants.ts';
import { shopperOf } from '../http/auth.ts';
import { HttpError, NotFoundError } from '../http/errors.ts';
import type { AppContext } from '../services/app-context.ts';
import { refusalStatus, transitionOrder, type TransitionDetails } from '../services/order-lifecycle.ts';
import { orderTracking, ownOrderTracking } from '../services/order-tracking.ts';
import { bearerErrors } from './schemas/account.ts';
import { ErrorBody } from './schemas/common.ts';

const tags = ['orders'];

const OrderId = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .transform((v) => v.toUpperCase())
  .describe('The order number, e.g. LUM2611230001');

const TimelineEvent = z.object({
  status: z.enum(ORDER_STATES),
  label: z.string(),
  at: z.string().describe('ISO 8601'),
});

export const OrderTrackingBody = z.object({
  order_id_new: z.string(),
  order_Date: z.string().describe('ISO 8601'),
  order_status: z.string().describe("The storefront pages' status: Success for every live order, Cancelled, Pending"),
  status: z.enum(ORDER_STATES).describe('The lifecycle status'),
  status_label: z.string(),
  paytype: z.number().int(),
  timeline: z.array(TimelineEvent).describe('Every status change, oldest first'),
  courier_name: z.string().nullable(),
  awb_number: z.string().nullable(),
  tracking_url: z.string().nullable(),
  expected_delivery_date: z.string().nullable().describe('YYYY-MM-DD, India time'),
  shipped_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  return_kind: z.enum(RETURN_KINDS).nullable(),
  return_reason: z.string().nullable(),
  return_window_ends: z.string().nullable().describe('The last day (YYYY-MM-DD, India time) to ask for a return'),
  can_cancel: z.boolean(),
  can_request_return: z.boolean(),
});

const errors = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, ...bearerErrors } as const;

export const checkoutOrderLifecycleRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const notFound = () => new NotFoundError(CHECKOUT_ERRORS.orderNotFound.message);

  async function change(userId: number, orderId: string, to: OrderState, details?: TransitionDetails) {
    if (!ORDER_ID_PATTERN.test(orderId)) throw notFound();
    const result = await transitionOrder(ctx, { orderId, to, actor: { kind: 'shopper', userId }, details });
    if (!result.ok) throw new HttpError(refusalStatus(result), result.message, result.code, result.field);
    return orderTracking(ctx.db, result.order, ctx.clock());
  }

  app.get(
    '/Order/Tracking',
    {
      onRequest: ctx.auth,
      schema: {
        tags,
        summary:
          "One of the customer's orders as it moves: status, timeline, courier and tracking link, expected delivery, and whether it may be cancelled or returned now",
        querystring: z.object({ OrderID: OrderId }),
        response: { 200: OrderTrackingBody, ...errors },
      },
    },
    async (request) => {
      const orderId = request.query.OrderID;
      const tracking = ORDER_ID_PATTERN.test(orderId)
        ? await ownOrderTracking(ctx.db, shopperOf(request).userId, orderId, ctx.clock())
        : null;
      if (!tracking) throw notFound();
      return tracking;
    },
  );

  app.post(
    '/Order/Cancel',
    {
      onRequest: ctx.auth,
      schema: {
        tags,
        summary:
          "Cancels one of the customer's orders before it ships: the stock and coupon uses come back, a paid order gets a refund record, and the customer is mailed; 409 CANCEL_NOT_ALLOWED once shipped",
        body: z.object({ OrderID: OrderId }),
        response: { 200: OrderTrackingBody, ...errors },
      },
    },
    async (request) => change(shopperOf(request).userId, request.body.OrderID, 'cancelled'),
  );

  app.post(
    '/Order/ReturnRequest',
    {
      onRequest: ctx.auth,
      schema: {
        tags,
        summary:
          'Asks for a return (refund) or a replacement of a delivered order within 7 days of delivery; 409 RETURN_WINDOW_CLOSED after',
        body: z.object({
          OrderID: OrderId,
          kind: z.string().max(20).describe("'return' or 'replacement'"),
          reason: z.string().max(RETURN_REASON_MAX_LENGTH * 2),
        }),
        response: { 200: OrderTrackingBody, ...errors },
      },
    },
    async (request) =>
      change(shopperOf(request).userId, request.body.OrderID, 'return_requested', {
        kind: request.body.kind,
        reason: request.body.reason,
      }),
  );
};
