// The REST contract of upstream/README.md as zod schemas, written apart from upstream's own
// schemas so a change of a field name or shape on either side fails these tests.
import { z } from 'zod';

export const ErrorBody = z
  .object({
    statusCode: z.number().int(),
    error: z.string(),
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .strict();

const imageUrl = z.string().regex(/^\/images\/.+\.svg$/);
const htmlString = z.string().regex(/<[a-z][^>]*>/i);

export const ProductColor = z
  .object({
    color_id: z.number().int(),
    color_name: z.string().min(1),
    color_code: z.string().regex(/^#[0-9a-f]{6}$/i),
    stock: z.number().int().min(0),
  })
  .strict();

export const ProductList = z
  .object({
    product_id: z.number().int(),
    producT_NAME: z.string().min(1),
    producT_MODEL: z.string().min(1),
    category_id: z.number().int(),
    category_name: z.string().min(1),
    product_Price: z.number().positive(),
    sale_Price: z.number().positive(),
    sale_Discount: z
      .string()
      .regex(/^\d{1,2}%$/)
      .nullable(),
    currency: z.literal('INR'),
    // The approved reviews' mean to one decimal and their number (0 and 0 without any).
    rating: z.number().min(0).max(5),
    ratingcount: z.number().int().nonnegative(),
    product_description_30: htmlString,
    product_varients: z.union([z.literal(0), z.literal(1)]),
    lifestyle: z.array(z.string()).min(1).max(3),
    product_Color: z.array(ProductColor).min(1),
    images: z.array(z.object({ pro_Image: imageUrl }).strict()).min(1),
  })
  .strict();
export type ProductList = z.infer<typeof ProductList>;

export const ProductFull = ProductList.extend({
  _Details_Images: z.array(z.object({ pro_Image: imageUrl, color_name: z.string() }).strict()),
  _Collage_Details_Pages: z.array(z.object({ productColor: z.string(), productImage: imageUrl }).strict()),
  background_info: htmlString,
  product_Banner: imageUrl,
  offerProduct: z.array(
    z
      .object({
        product_id: z.number().int(),
        producT_NAME: z.string(),
        producT_MODEL: z.string(),
        price: z.number().positive(),
        pro_Image: imageUrl,
      })
      .strict(),
  ),
  _Reviews: z
    .array(
      z
        .object({
          review_id: z.number().int(),
          reviewer_name: z.string().min(1),
          rating: z.number().int().min(1).max(5),
          title: z.string().min(1),
          comment: z.string().min(1),
          review_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        })
        .strict(),
    )
    .min(2)
    .max(5),
}).strict();
export type ProductFull = z.infer<typeof ProductFull>;

export const Category = z.object({ id: z.number().int(), name: z.string() }).strict();

export const CategoryFilters = z
  .object({
    categories: z.array(
      z.object({ id: z.number().int(), name: z.string(), count: z.number().int().positive() }).strict(),
    ),
    filters: z
      .object({
        colors: z.array(z.string()),
        lifestyle: z.array(z.string()),
        productColor: z.array(
          z.object({ color_name: z.string(), color_code: z.string(), count: z.number().int().positive() }).strict(),
        ),
        priceRange: z.object({ min: z.number(), max: z.number() }).strict(),
      })
      .strict(),
  })
  .strict();

export const CategoryBanner = z.object({ category_Banner: imageUrl, txt_Alt: z.string().min(1) }).strict();

export const VariantEntry = z
  .object({
    product_id: z.number().int(),
    product_name: z.string(),
    txT_MODEL: z.string(),
    maiN_PRODUCT_HEADING: z.string().min(1),
    sale_Discount: z.string().nullable(),
    currency: z.string(),
    sale_Price: z.number(),
    product_Price: z.number(),
    category_name: z.string(),
  })
  .strict();

export const StrapOption = z
  .object({
    id: z.number().int(),
    strapColor: z.string(),
    colorCode: z.string().regex(/^#[0-9a-f]{6}$/i),
    size: z.string(),
    default: z.union([z.literal(0), z.literal(1)]),
    image: imageUrl,
  })
  .strict();

export const StockEntry = z
  .object({ stock: z.number().int().min(0), size: z.string(), issize: z.union([z.literal(0), z.literal(1)]) })
  .strict();

export const DeliveryEntry = z.object({ d_days: z.string() }).strict();

export const ModelEntry = z.object({ productId: z.number().int(), model: z.string() }).strict();

export const ProductListItem = z
  .object({
    _id: z.number().int(),
    producT_NAME: z.string().min(1),
    category: z.string(),
    txt_Model: z.string(),
    productImage: imageUrl,
    product_Color: z.array(z.object({ color_code: z.string(), color_name: z.string().min(1) }).strict()).min(1),
    currency: z.string(),
    sale_price: z.number(),
    price: z.number(),
    sale_Discount: z.string().nullable(),
  })
  .strict();

export const Seo = z
  .object({ pageTitle: z.string().min(1), pageDescription: z.string().min(1), pageKeywords: z.string().min(1) })
  .strict();

/** The contract's fields, plus `city` (an additive field documented in the README). */
export const PincodeDetails = z
  .object({
    pincode: z.string().regex(/^\d{6}$/),
    iSOCode: z.string().regex(/^IN-[A-Z]{2}$/),
    symbol: z.literal('₹'),
    taxName: z.literal('GST'),
    taxDigit: z.string().regex(/^\d{2}$/),
    txtPer: z.literal(18),
    txtPhone: z.literal('+91'),
    states_name: z.string(),
    states_id: z.number().int(),
    country_name: z.literal('India'),
    country_id: z.literal(2),
    countryCode: z.literal('+91'),
    district: z.string(),
    city: z.string(),
  })
  .strict();
