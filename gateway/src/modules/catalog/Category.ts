import { DEFAULT_PRICE_RANGE } from '@shop/commerce/catalog/limits';
import { sortProducts } from '@shop/commerce/catalog/sort';
import { categoryPath } from '@shop/commerce/paths';
import type { CategoryResolvers } from '../../generated/resolvers.ts';
import { parseInput } from '../../graphql/parse-input.ts';
import { pageInput, productFilterInput, productSortInput } from './inputs.ts';
import { normalizeProductQuery, productSortFacts } from './rules.ts';

export const Category: CategoryResolvers = {
  path: (category) => categoryPath(category.name),

  banners: (category, _args, { loaders }) => loaders.catalog.banners.load(category.id),

  filters: async (category, _args, { loaders }) =>
    (await loaders.catalog.filters.load(category.id)) ?? {
      lifestyles: [],
      colors: [],
      priceRange: { ...DEFAULT_PRICE_RANGE },
    },

  seo: (category, _args, { loaders }) => loaders.catalog.categorySeo.load(category.id),

  products: async (category, args, { loaders }) => {
    const filter = parseInput(productFilterInput, args.filter, 'filter');
    const products = await loaders.catalog.products.load(normalizeProductQuery(category.id, filter));
    return sortProducts(products, args.sort ?? 'FEATURED', productSortFacts);
  },

  productPage: (category, args, { loaders }) => {
    const filter = parseInput(productFilterInput, args.filter, 'filter');
    const page = parseInput(pageInput, { page: args.page, first: args.first }, 'page');
    const sort = parseInput(productSortInput, args.sort, 'sort');
    const { categoryId: _categoryId, ...values } = normalizeProductQuery(category.id, filter);
    return loaders.catalog.productPage.load({
      categoryId: category.id,
      slug: category.slug,
      filter: values,
      sort,
      ...page,
    });
  },
};
