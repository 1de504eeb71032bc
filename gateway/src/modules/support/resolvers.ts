// The support module's resolver map: complaint form data, order dates, complaint search, manuals,
// service centres, raising a complaint and product registration.
import type { Resolvers } from '../../generated/resolvers.ts';
import { Mutation } from './Mutation.ts';
import { Query } from './Query.ts';

export const supportResolvers: Resolvers = {
  Query,
  Mutation,
};
