import { readDeliveryEstimate } from '@shop/commerce/catalog/delivery';
import type { QueryResolvers } from '../../generated/resolvers.ts';
import { parseInput } from '../../graphql/parse-input.ts';
import { selectionOf, selects } from '../../graphql/selection.ts';
import { ALL } from '../../rest/create-loader.ts';
import {
  categorySlugInput,
  pageInput,
  pincodeInput,
  productIdInput,
  productRouteInput,
  searchFilterInput,
  searchQueryInput,
  suggestionCountInput,
} from './inputs.ts';
import { findProductByModelSlug } from './rules.ts';
import {
  categoryScreenRequest,
  homeScreenRequest,
  primeCategoriesScreen,
  primeCategoryScreen,
  primeProductScreen,
  primeProductScreenReviews,
  productScreenRequest,
} from './screens.ts';

export const Query: QueryResolvers = {
  // With their banners when the query shows them (the home's hero and tiles): one call, one round.
  categories: async (_parent, _args, { loaders }, info) => {
    if (!selects(selectionOf(info), 'Category', 'banners')) return loaders.catalog.categories.load(ALL);
    const screen = await loaders.catalog.categoriesWithBanners.load(ALL);
    primeCategoriesScreen(loaders.catalog, screen);
    const categories = screen.map((entry) => entry.category);
    loaders.catalog.categories.prime(ALL, categories);
    return categories;
  },

  // The screens below answer in one upstream call each (screens.ts).
  category: async (_parent, args, { loaders }, info) => {
    const slug = categorySlugInput.safeParse(args.slug);
    if (!slug.success) return null;
    const request = categoryScreenRequest(selectionOf(info));
    const screen = await loaders.catalog.categoryScreen.load({ slug: slug.data, ...request });
    if (!screen?.category) return null;
    primeCategoryScreen(loaders.catalog, screen, request);
    return screen.category;
  },

  // With its first page of reviews when the query shows it (primed for Product.reviewPage).
  product: async (_parent, args, { loaders }, info) => {
    const route = productRouteInput.safeParse(args);
    if (!route.success) return null;
    const request = productScreenRequest(selectionOf(info));
    const screen = await loaders.catalog.productScreen.load({ modelSlug: route.data.modelSlug, ...request });
    if (!screen) return null;
    loaders.catalog.productsByRoute.prime(route.data, screen.products);
    primeProductScreen(loaders.catalog, screen, request);
    primeProductScreenReviews(loaders.reviews, screen, request);
    return findProductByModelSlug(screen.products, route.data.modelSlug);
  },

  productList: (_parent, _args, { loaders }) => loaders.catalog.productItems.load(ALL),

  productListPage: (_parent, args, { loaders }) =>
    loaders.catalog.productItemPage.load(parseInput(pageInput, { page: args.page, first: args.first }, 'page')),

  home: (_parent, _args, _context, info) => ({ request: homeScreenRequest(selectionOf(info)) }),

  deliveryEstimate: async (_parent, args, { loaders }) => {
    const pincode = parseInput(pincodeInput, args.pincode, 'pincode');
    const productId = parseInput(productIdInput, args.productId, 'productId');
    return { pincode, ...readDeliveryEstimate(await loaders.catalog.delivery.load({ productId, pincode })) };
  },

  productSearch: (_parent, args, { loaders }) => {
    const query = parseInput(searchQueryInput, args.query, 'query');
    return query === '' ? [] : loaders.catalog.search.load(query);
  },

  productSearchPage: (_parent, args, { loaders }) => {
    const query = parseInput(searchQueryInput, args.query, 'query');
    const page = parseInput(pageInput, { page: args.page, first: args.first }, 'page');
    const filter = parseInput(searchFilterInput, args.filter, 'filter');
    return query === ''
      ? { nodes: [], totalCount: 0, page: page.page, pageCount: 1, categories: [], correctedQuery: null }
      : loaders.catalog.searchPage.load({ query, ...page, ...filter });
  },

  searchSuggestions: (_parent, args, { loaders }) => {
    const query = parseInput(searchQueryInput, args.query, 'query');
    const first = parseInput(suggestionCountInput, args.first, 'first');
    return query === '' ? [] : loaders.catalog.searchSuggestions.load({ query, first });
  },
};
