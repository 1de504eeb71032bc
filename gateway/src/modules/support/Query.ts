import { refusedByUpstream, requireCustomer } from '../../auth/require-customer.ts';
import { requireWithinRateLimit } from '../../auth/throttle.ts';
import type { QueryResolvers } from '../../generated/resolvers.ts';
import { parseInput } from '../../graphql/parse-input.ts';
import { ALL } from '../../rest/create-loader.ts';
import { complaintSearchInput, isLookupableOrderId, orderIdInput, ticketNumberInput } from './inputs.ts';

export const Query: QueryResolvers = {
  complaintTypes: (_parent, _args, { loaders }) => loaders.support.complaintTypes.load(ALL),

  complaintProducts: (_parent, _args, { loaders }) => loaders.support.complaintProducts.load(ALL),

  complaintChecklist: (_parent, _args, { loaders }) => loaders.support.checklist.load(ALL),

  /** The owner's order only: a guest is UNAUTHENTICATED, another's order null (as an unknown one). */
  orderPurchaseDate: async (_parent, args, context) => {
    const orderId = parseInput(orderIdInput, args.orderId, 'orderId');
    const token = requireCustomer(context.session);
    if (!isLookupableOrderId(orderId)) return null;
    await requireWithinRateLimit(context, 'orderPurchaseDate', `user:${context.session.userId ?? token}`, {
      raw: true,
    });
    const result = await context.loaders.support.orderDate.load({ token, orderId });
    if (result.kind === 'unauthorized') return refusedByUpstream(context.session, token);
    return result.date === null ? null : { orderId, purchaseDate: result.date };
  },

  /** The ticket number with the email or phone it was raised with: both are the proof. */
  searchComplaints: async (_parent, args, context) => {
    const ticketNumber = parseInput(ticketNumberInput, args.ticketNumber, 'ticketNumber');
    const emailOrPhone = parseInput(complaintSearchInput, args.emailOrPhone, 'emailOrPhone');
    await requireWithinRateLimit(context, 'searchComplaints', emailOrPhone);
    return (await context.loaders.support.trackedComplaint.load({ ticketNumber, emailOrPhone })) ?? [];
  },

  productManuals: (_parent, _args, { loaders }) => loaders.support.manuals.load(ALL),

  serviceCentres: (_parent, _args, { loaders }) => loaders.support.serviceCentres.load(ALL),
};
