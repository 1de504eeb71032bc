import type { HomeSectionResolvers } from '../../generated/resolvers.ts';
import { HOME_SECTION_PRODUCT_COUNT } from './constants.ts';
import { normalizeProductQuery } from './rules.ts';

export const HomeSection: HomeSectionResolvers = {
  products: async (section, _args, { loaders }) =>
    (section.products ?? (await loaders.catalog.products.load(normalizeProductQuery(section.category.id)))).slice(
      0,
      HOME_SECTION_PRODUCT_COUNT,
    ),
};
