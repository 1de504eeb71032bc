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

  // Best-selling is upstream's order (units sold are its own); the other orders are the shared rule's.
  products: async (category, args, { loaders }) => {
    const filter = parseInput(productFilterInput, args.filter, 'filter');
    const query = normalizeProductQuery(category.id, filter);
    if (args.sort === 'BEST_SELLING') return loaders.catalog.bestSelling.load(query);
    const products = await loaders.catalog.products.load(query);
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
