// The cart module's resolver map: one file per GraphQL type, composed here.
import type { Resolvers } from '../../generated/resolvers.ts';
import { Cart } from './Cart.ts';
import { CartLine } from './CartLine.ts';
import { CartOfferProduct } from './CartOfferProduct.ts';
import { CartPayload } from './CartPayload.ts';
import { MergeCartPayload } from './MergeCartPayload.ts';
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
