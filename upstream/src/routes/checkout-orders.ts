// Checkout and order routes (bearer): the prepaid discount, coupon details, deliverability of the
// cart at an address, order creation (idempotent; see services/order-create.ts), the order
// history, pre-bookings and one order's detail (404 for another customer's order).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IDEMPOTENCY_KEY_PATTERN } from '@shop/commerce/checkout/idempotency';
import { CHECKOUT_ERRORS } from '@shop/commerce/checkout/messages';
import { ORDER_ID_PATTERN } from '../domain/checkout-constants.ts';
import { shopperOf } from '../http/auth.ts';
import { NotFoundError } from '../http/errors.ts';
import { acceptEmptyJsonBodies } from '../http/json-body.ts';
import type { AppContext } from '../services/app-context.ts';
import { mailOrderPlaced } from '../services/order-mails.ts';
import { unwrap } from './checkout-addresses.ts';
import { bearerErrors } from './schemas/account.ts';
import {
  CouponDetails,
  CouponQuery,
  CreateOrderBody,
  DeliveryCheck,
  OrderCreated,
  OrderDetail,
  OrderPageQuery,
  OrderQuery,
  OrderRow,
  PreBookingList,
  PrepaidDiscount,
} from './schemas/checkout.ts';
import { ErrorBody, idParam } from './schemas/common.ts';

const tags = ['checkout'];
const accountTags = ['orders'];
const IdempotencyHeaders = z
  .object({
    'idempotency-key': z
      .string()
      .regex(IDEMPOTENCY_KEY_PATTERN, 'Expected 8 to 100 letters, digits, dots, colons, dashes or underscores')
      .optional()
      .describe(
        'Optional, one per checkout attempt: the same key with the same request answers the same order (24 h); with another request 409 IDEMPOTENCY_CONFLICT',
      ),
  })
  .loose();

export const checkoutOrderRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  acceptEmptyJsonBodies(app);

  app.get(
    '/Checkout/Prepaid_Discount',
    {
      onRequest: ctx.auth,
      schema: {
        tags,
        summary:
          'The fixed discount of prepaid orders (codval, rupees) and the most coupons may take off one product (percent)',
        response: { 200: PrepaidDiscount, ...bearerErrors },
      },
    },
    async () => ctx.checkout.prepaidDiscount(),
  );

  app.post(
    '/Checkout/GetCouponDetails',
    {
      onRequest: ctx.auth,
      schema: {
        tags,
        summary:
          "A coupon's percent for a product, or the text 'Invalid Coupon Code' (unknown, expired, used up, someone else's, other product)",
        querystring: CouponQuery,
        response: { 200: CouponDetails, 400: ErrorBody, 404: ErrorBody, ...bearerErrors },
      },
    },
    async (request, reply) => {
      const { CouponCode, p_id, amt } = request.query;
      const details = unwrap(await ctx.checkout.couponDetails(shopperOf(request).userId, CouponCode, p_id, amt));
      // A string payload would go out as text/plain; the contract's answer is a JSON string.
      if (typeof details === 'string')
        return reply.type('application/json; charset=utf-8').send(JSON.stringify(details) as typeof details);
      return details;
    },
  );

  app.get(
    '/Checkout/chk_all_delivery',
    {
      onRequest: ctx.auth,
      schema: {
        tags,
        summary:
          "Delivery days of the customer's cart at one of their delivery addresses, and the lines that cannot be delivered there",
        querystring: z.object({ id: idParam.describe('Delivery address id') }),
        response: { 200: DeliveryCheck, 400: ErrorBody, 404: ErrorBody, ...bearerErrors },
      },
    },
    async (request) => unwrap(await ctx.checkout.deliveryCheck(shopperOf(request).userId, request.query.id)),
  );

  app.post(
    '/Checkout/CreateOrderNew',
    {
      onRequest: ctx.auth,
      schema: {
        tags,
        summary: "Places the order of the customer's cart; every figure is recomputed and must match the client's",
        headers: IdempotencyHeaders,
        body: CreateOrderBody,
        response: { 200: OrderCreated, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, ...bearerErrors },
      },
    },
    async (request) => {
      const result = await ctx.orders.create(
        shopperOf(request).userId,
        request.body,
        request.headers['idempotency-key'] ?? null,
      );
      if (result.ok && result.placed) await mailOrderPlaced(ctx, result.value.order_id);
      return unwrap(result);
    },
  );

  app.get(
    '/MyAccount/Order_Details',
    {
      onRequest: ctx.auth,
      schema: {
        tags: accountTags,
        summary: "The customer's orders, newest first (orders awaiting payment are not listed)",
        response: { 200: z.array(OrderRow), ...bearerErrors },
      },
    },
    async (request) => ctx.orderViews.list(shopperOf(request).userId),
  );

  app.get(
    '/MyAccount/Order_Details_Page',
    {
      onRequest: ctx.auth,
      schema: {
        tags: accountTags,
        summary: "Extension: one page of the customer's orders (as Order_Details, newest first) with the count of all",
        querystring: OrderPageQuery,
        response: {
          200: z.object({ items: z.array(OrderRow), total: z.number().int() }),
          400: ErrorBody,
          ...bearerErrors,
        },
      },
    },
    async (request) => {
      const { page, first } = request.query;
      return ctx.orderViews.page(shopperOf(request).userId, page, first);
    },
  );

  app.get(
    '/MyAccount/PreBookDetails',
    {
      onRequest: ctx.auth,
      schema: {
        tags: accountTags,
        summary: "The customer's pre-bookings, newest first",
        response: { 200: PreBookingList, ...bearerErrors },
      },
    },
    async (request) => ctx.orderViews.prebookings(shopperOf(request).userId),
  );

  app.get(
    '/MyAccount/Order_Details_ID',
    {
      onRequest: ctx.auth,
      schema: {
        tags: accountTags,
        summary: "One of the customer's orders by its number; 404 for an unknown or another customer's order",
        querystring: OrderQuery,
        response: { 200: OrderDetail, 400: ErrorBody, 404: ErrorBody, ...bearerErrors },
      },
    },
    async (request) => {
      const orderId = request.query.o_id.toUpperCase();
      const detail = ORDER_ID_PATTERN.test(orderId)
        ? await ctx.orderViews.detail(shopperOf(request).userId, orderId)
        : null;
      if (!detail) throw new NotFoundError(CHECKOUT_ERRORS.orderNotFound.message);
      return detail;
    },
  );
};
