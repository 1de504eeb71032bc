import type { ProductVariantResolvers } from '../../generated/resolvers.ts';
import { compareAtPriceOf, priceOf } from './prices.ts';
import { productPath } from './rules.ts';

export const ProductVariant: ProductVariantResolvers = {
  path: (variant) => productPath(variant),
  price: (variant) => priceOf(variant),
  compareAtPrice: (variant) => compareAtPriceOf(variant),
};
