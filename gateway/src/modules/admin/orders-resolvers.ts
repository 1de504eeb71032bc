// The console's orders: Admin.orders (a page of the list), Admin.order (one order's detail),
// Admin.ordersExport (a signed, short-lived CSV link) and the transition mutation. Admin's parent
// is {}; every call carries the operator's token (the admin manifest's clients).
import type { Resolvers } from '../../generated/resolvers.ts';
import { parseInput } from '../../graphql/parse-input.ts';
import { orderFilterInput, searchInput } from './orders-inputs.ts';
import { orderMutations } from './orders-mutations.ts';
import { orderListQuery, pageCount } from './orders-rules.ts';
import { pageArgs } from './paging.ts';

const ORDER_NUMBER = /^[A-Za-z]{3}\d{10,20}$/;

export const adminOrderResolvers: Resolvers = {
  Admin: {
    orders: async (_parent, args, { loaders }) => {
      const { page, first } = pageArgs(args);
      const filter = parseInput(orderFilterInput, args.filter, 'filter');
      const search = parseInput(searchInput.nullish(), args.search, 'search');
      const query = { ...orderListQuery(filter, args.sort ?? 'DATE_DESC', search), page, first };
      const { nodes, totalCount } = await loaders.admin.orders.list.load(query);
      return { nodes, totalCount, page, pageCount: pageCount(totalCount, first) };
    },

    order: async (_parent, args, { loaders }) => {
      const id = String(args.id).trim();
      if (!ORDER_NUMBER.test(id)) return null;
      return loaders.admin.orders.detail.load(id.toUpperCase());
    },

    ordersExport: async (_parent, args, { clients }) => {
      const filter = parseInput(orderFilterInput, args.filter, 'filter');
      const search = parseInput(searchInput.nullish(), args.search, 'search');
      return clients.admin.orders.exportLink(orderListQuery(filter, args.sort ?? 'DATE_DESC', search));
    },
  },
  Mutation: orderMutations,
};
