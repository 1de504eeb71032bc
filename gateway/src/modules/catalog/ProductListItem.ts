import { productListItemPath, productPath } from '@shop/commerce/paths';
import type { ProductListItemResolvers } from '../../generated/resolvers.ts';
import { compareAtPriceOf, priceOf } from './prices.ts';

export const ProductListItem: ProductListItemResolvers = {
  name: (item) => item.name ?? item.model,
  // The product's one canonical route (by its name), as every other link to it.
  path: (item) =>
    item.name
      ? productPath({ categoryName: item.categoryName, name: item.name, model: item.model })
      : productListItemPath(item),
  swatches: (item) => item.colors.map((color) => ({ code: color.code, name: color.name ?? color.code })),
  price: (item) => priceOf(item),
  compareAtPrice: (item) => compareAtPriceOf(item),
};
