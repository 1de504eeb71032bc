// The wishlist module's resolver map.
import type { Resolvers } from '../../generated/resolvers.ts';
import { Mutation } from './Mutation.ts';
import { Query } from './Query.ts';

export const wishlistResolvers: Resolvers = { Query, Mutation };
