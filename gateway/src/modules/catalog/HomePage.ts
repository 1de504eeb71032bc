import type { HomePageResolvers } from '../../generated/resolvers.ts';
import { ALL } from '../../rest/create-loader.ts';

export const HomePage: HomePageResolvers = {
  seo: (_home, _args, { loaders }) => loaders.catalog.homeSeo.load(ALL),
  sections: async (_home, _args, { loaders }) =>
    (await loaders.catalog.categories.load(ALL)).map((category) => ({ category })),
};
