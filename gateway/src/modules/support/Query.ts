import type { QueryResolvers } from '../../generated/resolvers.ts';
import { parseInput } from '../../graphql/parse-input.ts';
import { ALL } from '../../rest/create-loader.ts';
import { complaintSearchInput, isLookupableOrderId, orderIdInput } from './inputs.ts';

export const Query: QueryResolvers = {
  complaintTypes: (_parent, _args, { loaders }) => loaders.support.complaintTypes.load(ALL),

  complaintProducts: (_parent, _args, { loaders }) => loaders.support.complaintProducts.load(ALL),

  complaintChecklist: (_parent, _args, { loaders }) => loaders.support.checklist.load(ALL),

  orderPurchaseDate: async (_parent, args, { loaders }) => {
    const orderId = parseInput(orderIdInput, args.orderId, 'orderId');
    if (!isLookupableOrderId(orderId)) return null;
    const purchaseDate = await loaders.support.orderDate.load(orderId);
    return purchaseDate === null ? null : { orderId, purchaseDate };
  },

  searchComplaints: async (_parent, args, { loaders }) => {
    const emailOrPhone = parseInput(complaintSearchInput, args.emailOrPhone, 'emailOrPhone');
    return (await loaders.support.complaints.load(emailOrPhone)) ?? [];
  },

  productManuals: (_parent, _args, { loaders }) => loaders.support.manuals.load(ALL),

  serviceCentres: (_parent, _args, { loaders }) => loaders.support.serviceCentres.load(ALL),
};
