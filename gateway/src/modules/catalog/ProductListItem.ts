import { productListItemPath } from '@shop/commerce/paths';
import type { ProductListItemResolvers } from '../../generated/resolvers.ts';
import { compareAtPriceOf, priceOf } from './prices.ts';

export const ProductListItem: ProductListItemResolvers = {
  path: (item) => productListItemPath(item),
  price: (item) => priceOf(item),
  compareAtPrice: (item) => compareAtPriceOf(item),
};
