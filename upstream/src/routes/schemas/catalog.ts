// zod schemas of the catalog endpoints, with the contract's field names (upstream/README.md).
import { z } from 'zod';
import type { ProductSort } from '@shop/commerce/catalog/sort';

export const ProductColor = z.object({
  color_id: z.number().int(),
  color_name: z.string(),
  color_code: z.string(),
  stock: z.number().int(),
});

export const ProductListShape = z.object({
  product_id: z.number().int(),
  producT_NAME: z.string(),
  producT_MODEL: z.string(),
  category_id: z.number().int(),
  category_name: z.string(),
  product_Price: z.number(),
  sale_Price: z.number(),
  sale_Discount: z.string().nullable(),
  currency: z.string(),
  rating: z.number(),
  ratingcount: z.number().int(),
  product_description_30: z.string(),
  product_varients: z.number().int(),
  lifestyle: z.array(z.string()),
  product_Color: z.array(ProductColor),
  images: z.array(z.object({ pro_Image: z.string() })),
});
export type ProductListShape = z.infer<typeof ProductListShape>;

export const ProductFullShape = ProductListShape.extend({
  _Details_Images: z.array(z.object({ pro_Image: z.string(), color_name: z.string() })),
  _Collage_Details_Pages: z.array(z.object({ productColor: z.string(), productImage: z.string() })),
  background_info: z.string(),
  product_Banner: z.string(),
  offerProduct: z.array(
    z.object({
      product_id: z.number().int(),
      producT_NAME: z.string(),
      producT_MODEL: z.string(),
      price: z.number(),
      pro_Image: z.string(),
    }),
  ),
  _Reviews: z.array(
    z.object({
      review_id: z.number().int(),
      reviewer_name: z.string(),
      rating: z.number().int(),
      title: z.string(),
      comment: z.string(),
      review_date: z.string(),
    }),
  ),
});
export type ProductFullShape = z.infer<typeof ProductFullShape>;

/** The REST contract's sort values. */
export const SORT_OPTIONS = ['featured', 'best-selling', 'a-z', 'z-a', 'price-low-high', 'price-high-low'] as const;
/** The shop's order each REST sort value names. */
export const SORT_ORDERS: Readonly<Record<(typeof SORT_OPTIONS)[number], ProductSort>> = {
  featured: 'FEATURED',
  'best-selling': 'BEST_SELLING',
  'a-z': 'NAME_ASC',
  'z-a': 'NAME_DESC',
  'price-low-high': 'PRICE_ASC',
  'price-high-low': 'PRICE_DESC',
};

export const CategoryPageBody = z
  .object({
    cat_id: z.number().int().nonnegative(),
    colors: z.array(z.string().max(100)).max(100).nullish(),
    lifestyle: z.array(z.string().max(100)).max(100).nullish(),
    priceRange: z.object({ min: z.number().nonnegative(), max: z.number().nonnegative() }).strict().nullish(),
    sort: z.enum(SORT_OPTIONS).optional().describe('Additive: order of the answer; featured by default'),
  })
  .strict();

export const CategoryFilters = z.object({
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
  filters: z.object({
    colors: z.array(z.string()),
    lifestyle: z.array(z.string()),
    productColor: z.array(z.object({ color_name: z.string(), color_code: z.string(), count: z.number().int() })),
    priceRange: z.object({ min: z.number(), max: z.number() }),
  }),
});

export const CategoryBanner = z.object({ category_Banner: z.string(), txt_Alt: z.string() });

export const VariantEntry = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  txT_MODEL: z.string(),
  maiN_PRODUCT_HEADING: z.string(),
  sale_Discount: z.string().nullable(),
  currency: z.string(),
  sale_Price: z.number(),
  product_Price: z.number(),
  category_name: z.string(),
});

export const StrapOption = z.object({
  id: z.number().int(),
  strapColor: z.string(),
  colorCode: z.string(),
  size: z.string(),
  default: z.number().int(),
  /** The shop's own: the watch pictured on this strap. */
  image: z.string(),
});

export const StockEntry = z.object({ stock: z.number().int(), size: z.string(), issize: z.number().int() });

export const DeliveryEntry = z.object({ d_days: z.string() });

export const ModelEntry = z.object({ productId: z.number().int(), model: z.string() });

export const ProductListItem = z.object({
  _id: z.number().int(),
  /** Additive: the product's name (its canonical page's route needs it). */
  producT_NAME: z.string(),
  category: z.string(),
  txt_Model: z.string(),
  productImage: z.string(),
  /** color_name is additive. */
  product_Color: z.array(z.object({ color_code: z.string(), color_name: z.string() })),
  currency: z.string(),
  sale_price: z.number(),
  price: z.number(),
  sale_Discount: z.string().nullable(),
});
