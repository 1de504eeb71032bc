// The support module's resolver map: complaint form data, order dates, tracking a request, the
// viewer's requests, manuals, service centres, raising a complaint and product registration.
import type { Resolvers } from '../../generated/resolvers.ts';
import { Mutation } from './Mutation.ts';
import { Query } from './Query.ts';
import { Viewer } from './Viewer.ts';

export const supportResolvers: Resolvers = {
  Query,
  Mutation,
  Viewer,
};
