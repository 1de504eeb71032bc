import type { QueryResolvers } from '../../generated/resolvers.ts';
import { viewerOf } from './viewer.ts';

export const Query: QueryResolvers = {
  viewer: (_parent, _args, context) => viewerOf(context, context.session.token),
};
