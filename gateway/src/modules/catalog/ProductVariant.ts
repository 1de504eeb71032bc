import { productPath } from '@shop/commerce/paths';
import type { ProductVariantResolvers } from '../../generated/resolvers.ts';
import { compareAtPriceOf, priceOf } from './prices.ts';

export const ProductVariant: ProductVariantResolvers = {
  path: (variant) => productPath(variant),
  price: (variant) => priceOf(variant),
  compareAtPrice: (variant) => compareAtPriceOf(variant),
};
