// The viewer's support field: the customer's service requests (those about the customer's orders).
import { refusedByUpstream, requireCustomer } from '../../auth/require-customer.ts';
import type { ViewerResolvers } from '../../generated/resolvers.ts';

export const Viewer: ViewerResolvers = {
  serviceRequests: async (_viewer, _args, { session, loaders }) => {
    const token = requireCustomer(session);
    const requests = await loaders.support.myComplaints.load(token);
    return Array.isArray(requests) ? requests : refusedByUpstream(session, token);
  },
};
