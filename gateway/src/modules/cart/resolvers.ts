// The cart module's resolver map: one file per GraphQL type, composed here.
import type { Resolvers } from '../../generated/resolvers.ts';
import { Cart, CartPayload, MergeCartPayload } from './Cart.ts';
import { CartLine, CartOfferProduct } from './CartLine.ts';
import { Mutation } from './Mutation.ts';
import { Query } from './Query.ts';

export const cartResolvers: Resolvers = {
  Query,
  Mutation,
  Cart,
  CartLine,
  CartOfferProduct,
  CartPayload,
  MergeCartPayload,
};
