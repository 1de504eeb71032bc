// The console's refunds: Admin.refunds (due or resolved, paged) and adminResolveRefund.
import type { Resolvers } from '../../generated/resolvers.ts';
import { userErrorWithMessage, validateInput } from '../../graphql/user-errors.ts';
import { AdminRefund } from './AdminRefund.ts';
import { pageArgs, toPage } from './paging.ts';
import { resolveRefundInput } from './refunds-rules.ts';

export const adminRefundResolvers: Resolvers = {
  Admin: {
    refunds: async (_parent, args, context) => {
      const paging = pageArgs(args);
      const status = args.status === 'RESOLVED' ? 'resolved' : 'due';
      return toPage(await context.clients.admin.refunds.list(status, paging), paging);
    },
  },
  Mutation: {
    adminResolveRefund: async (_parent, { input }, context) => {
      context.operatorSession.requirePermission('orders.refund');
      const valid = validateInput(resolveRefundInput, input, ['input']);
      if (!valid.ok) return { ok: false, userErrors: valid.userErrors };
      const result = await context.clients.admin.refunds.resolve(valid.data.id, valid.data.reference);
      if (result.kind === 'ok') return { ok: true, userErrors: [] };
      const field = result.code === 'ALREADY_RESOLVED' ? null : ['input', 'reference'];
      return { ok: false, userErrors: [userErrorWithMessage(result.code, result.message, field)] };
    },
  },
  AdminRefund,
};
