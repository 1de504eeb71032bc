// The checkout module's resolver map: one file per GraphQL type (mutations in three files; the viewer's
// payment field beside the payment mutation), composed here.
import type { Resolvers } from '../../generated/resolvers.ts';
import { Address } from './Address.ts';
import { Order } from './Order.ts';
import { OrderItem } from './OrderItem.ts';
import { OrderSummary } from './OrderSummary.ts';
import { Query } from './Query.ts';
import { Viewer } from './Viewer.ts';
import { AddressMutation } from './address-mutations.ts';
import { OrderMutation } from './order-mutations.ts';
import { PaymentMutation, PaymentViewer } from './payment-mutations.ts';

export const checkoutResolvers: Resolvers = {
  Query,
  Viewer: { ...Viewer, ...PaymentViewer },
  Mutation: { ...AddressMutation, ...OrderMutation, ...PaymentMutation },
  Address,
  OrderSummary,
  Order,
  OrderItem,
};
