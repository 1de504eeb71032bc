// The console's insights: Admin.dashboard (every operator; cards by permission), customers
// (customers.read), subscribers (count and CSV link) and the GST summary (reports.read, with its
// CSV link). Admin's parent is the operator; every call carries the operator's token.
import { z } from 'zod';
import { isMonth } from '@shop/commerce/admin/shop-periods';
import type { Resolvers } from '../../generated/resolvers.ts';
import { parseInput } from '../../graphql/parse-input.ts';
import { pageArgs, toPage } from './paging.ts';

const searchInput = z.string().trim().max(120).nullish();
const monthInput = z.string().refine(isMonth, 'Expected a month YYYY-MM');
const customerId = z.coerce.number().int().min(1).max(2_147_483_647);

export const insightsAdminResolvers: Resolvers = {
  Admin: {
    dashboard: (_parent, _args, { clients }) => clients.admin.insights.dashboard(),

    customers: async (_parent, args, { clients }) => {
      const paging = pageArgs(args);
      const search = parseInput(searchInput, args.search, 'search') || undefined;
      const sort = args.sort === 'NAME' ? 'name' : 'newest';
      return toPage(await clients.admin.insights.customers({ ...paging, search, sort }), paging);
    },

    customer: async (_parent, args, { clients }) => {
      const paging = pageArgs({ page: args.page, first: args.first ?? 10 });
      const id = customerId.safeParse(args.id);
      if (!id.success) return null;
      const found = await clients.admin.insights.customer(id.data, paging);
      return found ? { ...found, orders: toPage(found.orders, paging) } : null;
    },

    subscriberCount: (_parent, _args, { clients }) => clients.admin.insights.subscriberCount(),

    subscribersExport: (_parent, _args, { clients }) => clients.admin.insights.subscribersExport(),

    gstSummary: (_parent, args, { clients }) => {
      const month = parseInput(monthInput.nullish(), args.month, 'month') ?? undefined;
      return clients.admin.insights.gst(month);
    },

    gstExport: (_parent, args, { clients }) =>
      clients.admin.insights.gstExport(parseInput(monthInput, args.month, 'month')),
  },
};
