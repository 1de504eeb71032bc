// The catalog module's resolver map: one file per GraphQL type, composed here.
import type { Resolvers } from '../../generated/resolvers.ts';
import { Category } from './Category.ts';
import { HomePage } from './HomePage.ts';
import { HomeSection } from './HomeSection.ts';
import { OfferProduct } from './OfferProduct.ts';
import { Product } from './Product.ts';
import { ProductColor } from './ProductColor.ts';
import { ProductListItem } from './ProductListItem.ts';
import { ProductVariant } from './ProductVariant.ts';
import { Query } from './Query.ts';

export const catalogResolvers: Resolvers = {
  Query,
  Category,
  Product,
  ProductColor,
  ProductVariant,
  ProductListItem,
  OfferProduct,
  HomePage,
  HomeSection,
};
