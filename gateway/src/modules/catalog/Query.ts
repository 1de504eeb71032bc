import { readDeliveryEstimate } from '@shop/commerce/catalog/delivery';
import type { QueryResolvers } from '../../generated/resolvers.ts';
import { parseInput } from '../../graphql/parse-input.ts';
import { ALL } from '../../rest/create-loader.ts';
import { pincodeInput, productIdInput, productRouteInput, searchQueryInput } from './inputs.ts';
import { findCategoryBySlug, findProductByModelSlug } from './rules.ts';

export const Query: QueryResolvers = {
  categories: (_parent, _args, { loaders }) => loaders.catalog.categories.load(ALL),

  category: async (_parent, { slug }, { loaders }) =>
    findCategoryBySlug(await loaders.catalog.categories.load(ALL), slug),

  product: async (_parent, args, { loaders }) => {
    const route = productRouteInput.safeParse(args);
    if (!route.success) return null;
    const candidates = await loaders.catalog.productsByRoute.load(route.data);
    return findProductByModelSlug(candidates, route.data.modelSlug);
  },

  productList: (_parent, _args, { loaders }) => loaders.catalog.productItems.load(ALL),

  home: () => ({}),

  deliveryEstimate: async (_parent, args, { loaders }) => {
    const pincode = parseInput(pincodeInput, args.pincode, 'pincode');
    const productId = parseInput(productIdInput, args.productId, 'productId');
    return { pincode, ...readDeliveryEstimate(await loaders.catalog.delivery.load({ productId, pincode })) };
  },

  productSearch: (_parent, args, { loaders }) => {
    const query = parseInput(searchQueryInput, args.query, 'query');
    return query === '' ? [] : loaders.catalog.search.load(query);
  },
};
