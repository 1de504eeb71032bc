// The support domain's DataLoaders, created per GraphQL request: each list is fetched once per
// request however many fields ask for it; lookups by key run together.
import { keyedLoader, singleLoader } from '../../rest/create-loader.ts';
import type { SupportClient } from './client.ts';

export function createSupportLoaders(client: SupportClient) {
  return {
    complaintTypes: singleLoader(() => client.complaintTypes()),
    complaintProducts: singleLoader(() => client.complaintProducts()),
    checklist: singleLoader(() => client.checklist()),
    orderDate: keyedLoader((orderId: string) => client.orderDate(orderId)),
    complaints: keyedLoader((emailOrPhone: string) => client.searchComplaints(emailOrPhone)),
    manuals: singleLoader(() => client.manuals()),
    serviceCentres: singleLoader(() => client.serviceCentres()),
  };
}

export type SupportLoaders = ReturnType<typeof createSupportLoaders>;
