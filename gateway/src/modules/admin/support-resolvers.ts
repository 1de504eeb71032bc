// The console's service requests and product registrations: Admin.serviceRequests (the queue),
// Admin.serviceRequest (one request), Admin.productRegistrations and the two changes. Admin's
// parent is the operator; every call carries the operator's token (the admin manifest's clients).
import { z } from 'zod';
import type { Resolvers } from '../../generated/resolvers.ts';
import { parseInput } from '../../graphql/parse-input.ts';
import { pageArgs, toPage } from './paging.ts';
import { requestIdInput, supportMutations } from './support-mutations.ts';
import { storedStatus } from './support-rules.ts';

const searchInput = z.string().trim().max(120).nullish();
const statusesInput = z
  .array(z.enum(['OPEN', 'IN_PROGRESS', 'RESOLVED', 'CLOSED']))
  .max(4)
  .nullish();

export const supportAdminResolvers: Resolvers = {
  Admin: {
    serviceRequests: async (_parent, args, { clients }) => {
      const paging = pageArgs(args);
      const statuses = parseInput(statusesInput, args.statuses, 'statuses') ?? [];
      const search = parseInput(searchInput, args.search, 'search') || undefined;
      const answer = await clients.admin.support.queue({
        ...paging,
        statuses: statuses.map(storedStatus),
        search,
        sort: args.sort === 'NEWEST' ? 'newest' : 'oldest',
      });
      return toPage(answer, paging);
    },

    serviceRequest: async (_parent, args, { clients }) => {
      const id = requestIdInput.safeParse(args.id);
      return id.success ? clients.admin.support.detail(id.data) : null;
    },

    productRegistrations: async (_parent, args, { clients }) => {
      const paging = pageArgs(args);
      const search = parseInput(searchInput, args.search, 'search') || undefined;
      return toPage(await clients.admin.support.registrations({ ...paging, search }), paging);
    },
  },
  Mutation: supportMutations,
};
