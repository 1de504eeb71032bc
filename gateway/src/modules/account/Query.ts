import type { QueryResolvers } from '../../generated/resolvers.ts';
import { selectionOf } from '../../graphql/selection.ts';
import { startCheckoutViewerLoads } from '../checkout/viewer-loads.ts';
import { startSupportViewerLoads } from '../support/viewer-loads.ts';
import { viewerOf } from './viewer.ts';

export const Query: QueryResolvers = {
  // The viewer's fields need only the token: their calls start beside the profile's, one round.
  viewer: (_parent, _args, context, info) => {
    const token = context.session.token;
    const tree = token === null ? null : selectionOf(info);
    if (token !== null && tree) {
      startCheckoutViewerLoads(context, token, tree);
      startSupportViewerLoads(context, token, tree);
    }
    return viewerOf(context, token);
  },
};
