// The support domain's DataLoaders, created per GraphQL request: each list is fetched once per
// request however many fields ask for it; lookups by key run together.
import { keyedLoader, singleLoader } from '../../rest/create-loader.ts';
import type { SupportClient } from './client.ts';

export function createSupportLoaders(client: SupportClient) {
  return {
    complaintTypes: singleLoader(() => client.complaintTypes()),
    complaintProducts: singleLoader(() => client.complaintProducts()),
    checklist: singleLoader(() => client.checklist()),
    orderDate: keyedLoader(
      (key: { token: string; orderId: string }) => client.orderDate(key.token, key.orderId),
      (key) => `${key.token}|${key.orderId}`,
    ),
    trackedComplaint: keyedLoader(
      (key: { ticketNumber: string; emailOrPhone: string }) =>
        client.trackComplaint(key.ticketNumber, key.emailOrPhone),
      (key) => `${key.ticketNumber}|${key.emailOrPhone}`,
    ),
    myComplaints: keyedLoader((token: string) => client.myComplaints(token)),
    manuals: singleLoader(() => client.manuals()),
    serviceCentres: singleLoader(() => client.serviceCentres()),
  };
}

export type SupportLoaders = ReturnType<typeof createSupportLoaders>;
