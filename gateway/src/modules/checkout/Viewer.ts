// The viewer's checkout fields: addresses, the checkout summary, orders, one order, pre-bookings.
// A viewer exists only with a verified token; a token upstream refuses is UNAUTHENTICATED.
import { requireCustomer, unauthenticated } from '../../auth/require-customer.ts';
import type { ViewerResolvers } from '../../generated/resolvers.ts';
import { parseInput } from '../../graphql/parse-input.ts';
import { pageCount } from '@shop/commerce/catalog/paging';
import { checkoutSummaryInput, orderIdInput, orderPageInput } from './inputs.ts';
import { checkoutSummary } from './summary.ts';

function present<T>(value: T | null): T {
  if (value === null) throw unauthenticated();
  return value;
}

export const Viewer: ViewerResolvers = {
  deliveryAddresses: async (_viewer, _args, { session, loaders }) =>
    present(await loaders.checkout.deliveryAddresses.load(requireCustomer(session))),

  billingAddresses: async (_viewer, _args, { session, loaders }) =>
    present(await loaders.checkout.billingAddresses.load(requireCustomer(session))),

  checkout: (_viewer, args, context) =>
    checkoutSummary(context, requireCustomer(context.session), parseInput(checkoutSummaryInput, args.input, 'input')),

  orders: async (_viewer, _args, { session, loaders }) =>
    present(await loaders.checkout.orders.load(requireCustomer(session))),

  orderPage: async (_viewer, args, { session, loaders }) => {
    const { page, first } = parseInput(orderPageInput, { page: args.page, first: args.first }, 'page');
    const { items, total } = present(
      await loaders.checkout.orderPage.load({ token: requireCustomer(session), page, first }),
    );
    return { nodes: items, totalCount: total, page, pageCount: pageCount(total, first) };
  },

  /**
   * Null for an unknown order or another customer's ('No order details found.'). Its call, and its
   * tracking call when lifecycle fields are asked for, started beside the profile (viewer-loads.ts).
   */
  order: (_viewer, args, context) => {
    const orderId = parseInput(orderIdInput, args.orderId, 'orderId').toUpperCase();
    if (orderId === '') return null;
    return context.loaders.checkout.order.load({ token: requireCustomer(context.session), orderId });
  },

  preBookings: async (_viewer, _args, { session, loaders }) =>
    present(await loaders.checkout.preBookings.load(requireCustomer(session))),
};
