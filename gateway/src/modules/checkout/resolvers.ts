// The checkout module's resolver map: one file per GraphQL type (mutations in two files), composed here.
import type { Resolvers } from '../../generated/resolvers.ts';
import { Address } from './Address.ts';
import { Order } from './Order.ts';
import { OrderItem } from './OrderItem.ts';
import { OrderSummary } from './OrderSummary.ts';
import { Query } from './Query.ts';
import { Viewer } from './Viewer.ts';
import { AddressMutation } from './address-mutations.ts';
import { OrderMutation } from './order-mutations.ts';

export const checkoutResolvers: Resolvers = {
  Query,
  Viewer,
  Mutation: { ...AddressMutation, ...OrderMutation },
  Address,
  OrderSummary,
  Order,
  OrderItem,
};
