import type { HomePageResolvers, HomeSectionResolvers } from '../../generated/resolvers.ts';
import { ALL } from '../../rest/create-loader.ts';
import { HOME_SECTION_PRODUCT_COUNT } from './constants.ts';
import { normalizeProductQuery } from './rules.ts';

export const HomePage: HomePageResolvers = {
  seo: (_home, _args, { loaders }) => loaders.catalog.homeSeo.load(ALL),
  sections: async (_home, _args, { loaders }) =>
    (await loaders.catalog.categories.load(ALL)).map((category) => ({ category })),
};

export const HomeSection: HomeSectionResolvers = {
  products: async (section, _args, { loaders }) =>
    (await loaders.catalog.products.load(normalizeProductQuery(section.category.id))).slice(
      0,
      HOME_SECTION_PRODUCT_COUNT,
    ),
};
