import { productPath } from '@shop/commerce/paths';
import { slugify } from '@shop/commerce/slug';
import type { GatewayContext } from '../../context.ts';
import type { ProductResolvers } from '../../generated/resolvers.ts';
import { parseInput } from '../../graphql/parse-input.ts';
import { relatedCountInput } from './inputs.ts';
import type { Product as ProductModel, ProductDetail } from './models.ts';
import { compareAtPriceOf, priceOf } from './prices.ts';

/** Detail-only fields: at hand for a product page, loaded by route for a product from a list. */
async function detailOf(product: ProductModel, { loaders }: GatewayContext): Promise<ProductDetail | null> {
  if (product.detail) return product.detail;
  const candidates = await loaders.catalog.productsByRoute.load({
    modelSlug: slugify(product.model),
    categorySlug: slugify(product.categoryName),
    nameSlug: slugify(product.name),
  });
  return candidates.find((candidate) => candidate.id === product.id)?.detail ?? null;
}

export const Product: ProductResolvers = {
  categorySlug: (product) => slugify(product.categoryName),
  path: (product) => productPath(product),
  price: (product) => priceOf(product),
  compareAtPrice: (product) => compareAtPriceOf(product),
  imageUrl: (product) => product.coverImages[0] ?? product.detail?.galleryImages[0]?.url ?? '',

  images: async (product, _args, context) =>
    (await detailOf(product, context))?.galleryImages ?? product.coverImages.map((url) => ({ url, colorName: null })),
  highlights: async (product, _args, context) => (await detailOf(product, context))?.highlights ?? [],
  backgroundInfoHtml: async (product, _args, context) => (await detailOf(product, context))?.backgroundInfoHtml ?? null,
  bannerUrl: async (product, _args, context) => (await detailOf(product, context))?.bannerUrl ?? null,
  offerProducts: async (product, _args, context) => (await detailOf(product, context))?.offerProducts ?? [],
  reviews: async (product, _args, context) => (await detailOf(product, context))?.reviews ?? [],

  variants: (product, _args, { loaders }) => loaders.catalog.variants.load(product.id),
  addOns: (product, _args, { loaders }) => loaders.catalog.addOns.load(product.id),
  seo: (product, _args, { loaders }) => loaders.catalog.productSeo.load(product.id),

  related: (product, args, { loaders }) => {
    const first = parseInput(relatedCountInput, args.first, 'first');
    return loaders.catalog.related.load({ productId: product.id, categoryId: product.categoryId, first });
  },
};
