// The content module's resolver map: offers, static pages, blogs, the popup's discount, and the
// newsletter and popup subscriptions.
import type { Resolvers } from '../../generated/resolvers.ts';
import { Mutation } from './Mutation.ts';
import { Query } from './Query.ts';

export const contentResolvers: Resolvers = {
  Query,
  Mutation,
};
