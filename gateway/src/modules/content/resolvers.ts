// The content module's resolvers (offer banners for now).
import type { Resolvers } from '../../generated/resolvers.ts';
import { ALL } from '../../loaders/create-loader.ts';

export const contentResolvers: Resolvers = {
  Query: {
    offerBanners: (_parent, _args, { loaders }) => loaders.content.offerBanners.load(ALL),
  },
};
