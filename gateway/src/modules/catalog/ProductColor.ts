import type { ProductColorResolvers } from '../../generated/resolvers.ts';

export const ProductColor: ProductColorResolvers = {
  stockOptions: (color, _args, { loaders }) =>
    loaders.catalog.stock.load({ productId: color.productId, colorId: color.id }),
  straps: (color, _args, { loaders }) => loaders.catalog.straps.load({ productId: color.productId, colorId: color.id }),
};
