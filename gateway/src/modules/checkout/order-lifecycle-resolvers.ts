// The order lifecycle for the shopper: the lifecycle fields of Order (read through the request's
// tracking loader: one upstream call per order however many fields ask) and of OrderSummary (from
// the list row), and the mutations cancelOrder and requestOrderReturn. Upstream decides every
// change; its refusals (shipped already, the return window closed, ...) become userErrors.
import { z } from 'zod';
import { parseReturnRequest, stateLabel, type ReturnKind } from '@shop/commerce/checkout/order-lifecycle';
import { refusedByUpstream, requireCustomer } from '../../auth/require-customer.ts';
import type { GatewayContext } from '../../context.ts';
import type { Resolvers, ResolversTypes } from '../../generated/resolvers.ts';
import { parseInput } from '../../graphql/parse-input.ts';
import { userErrorWithMessage } from '../../graphql/user-errors.ts';
import { orderIdInput } from './inputs.ts';
import type { OrderDetail } from './models.ts';
import type { LifecycleChange } from './order-lifecycle-client.ts';
import type { OrderTracking } from './order-lifecycle-mapping.ts';
import {
  ORDER_NOT_FOUND_ERROR,
  lifecycleRefusal,
  returnKindEnum,
  returnKindOf,
  rowState,
  statusEnum,
} from './order-lifecycle-rules.ts';

/** The tracking of an order the viewer has (its detail was just read); a refused token is UNAUTHENTICATED. */
async function trackingOf(order: OrderDetail, context: GatewayContext): Promise<OrderTracking> {
  const token = requireCustomer(context.session);
  const tracking = await context.loaders.checkout.tracking.load({ token, orderId: order.orderId });
  if (tracking === 'unauthorized') return refusedByUpstream(context.session, token);
  if (tracking === null) throw new Error(`order ${order.orderId} has no tracking`);
  return tracking;
}

const requestReturnInput = z.object({
  orderId: orderIdInput,
  kind: z.enum(['RETURN', 'REPLACEMENT']),
  reason: z.string().max(2000, 'The reason is at most 500 characters.'),
});

type OrderLifecyclePayload = ResolversTypes['OrderLifecyclePayload'];

async function answer(
  context: GatewayContext,
  token: string,
  orderId: string,
  change: LifecycleChange,
): Promise<OrderLifecyclePayload> {
  if (change.kind === 'unauthorized') return refusedByUpstream(context.session, token);
  if (change.kind === 'not_found') return { order: null, userErrors: [ORDER_NOT_FOUND_ERROR] };
  if (change.kind === 'refused') return { order: null, userErrors: [lifecycleRefusal(change.code, change.message)] };
  context.loaders.checkout.tracking.prime({ token, orderId }, change.tracking);
  const order = await context.loaders.checkout.order.load({ token, orderId });
  return { order, userErrors: [] };
}

export const orderLifecycleResolvers: Resolvers = {
  OrderSummary: {
    lifecycleStatus: (row) => statusEnum(rowState(row)),
    statusLabel: (row) => stateLabel(rowState(row)),
  },

  Order: {
    lifecycleStatus: async (order, _args, context) => statusEnum((await trackingOf(order, context)).status),
    statusLabel: async (order, _args, context) => (await trackingOf(order, context)).statusLabel,
    timeline: async (order, _args, context) =>
      (await trackingOf(order, context)).timeline.map((e) => ({ ...e, status: statusEnum(e.status) })),
    shipment: async (order, _args, context) => (await trackingOf(order, context)).shipment,
    expectedDeliveryDate: async (order, _args, context) => (await trackingOf(order, context)).expectedDeliveryDate,
    deliveredOn: async (order, _args, context) => (await trackingOf(order, context)).deliveredOn,
    returnRequest: async (order, _args, context) => {
      const request = (await trackingOf(order, context)).returnRequest;
      return request ? { kind: returnKindEnum(request.kind), reason: request.reason } : null;
    },
    returnWindowEndsOn: async (order, _args, context) => (await trackingOf(order, context)).returnWindowEndsOn,
    canCancel: async (order, _args, context) => (await trackingOf(order, context)).canCancel,
    canRequestReturn: async (order, _args, context) => (await trackingOf(order, context)).canRequestReturn,
  },

  Mutation: {
    cancelOrder: async (_parent, args, context) => {
      const token = requireCustomer(context.session);
      const orderId = parseInput(orderIdInput, args.orderId, 'orderId').toUpperCase();
      if (orderId === '') return { order: null, userErrors: [ORDER_NOT_FOUND_ERROR] };
      return answer(context, token, orderId, await context.clients.orderLifecycle.cancel(token, orderId));
    },

    requestOrderReturn: async (_parent, args, context) => {
      const token = requireCustomer(context.session);
      const input = parseInput(requestReturnInput, args.input, 'input');
      const orderId = input.orderId.toUpperCase();
      if (orderId === '') return { order: null, userErrors: [ORDER_NOT_FOUND_ERROR] };
      const kind: ReturnKind = returnKindOf(input.kind);
      const request = parseReturnRequest({ kind, reason: input.reason });
      if (!request.ok)
        return {
          order: null,
          userErrors: [userErrorWithMessage(request.code, request.message, ['input', request.field ?? 'reason'])],
        };
      const change = await context.clients.orderLifecycle.requestReturn(
        token,
        orderId,
        request.value.kind,
        request.value.reason,
      );
      return answer(context, token, orderId, change);
    },
  },
};
