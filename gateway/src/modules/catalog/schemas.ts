// The catalog's REST shapes (upstream/README.md, "Catalog contract"), parsed and renamed to the
// gateway's models in this one place (HTML sanitised). Nothing outside the catalog
// client sees these names.
import { CATALOG_MESSAGES } from '@shop/commerce/catalog/messages';
import { slugify } from '@shop/commerce/slug';
import { z } from 'zod';
import { sanitizeHtmlFragment } from '../../rest/safe-html.ts';
import type {
  Banner,
  Category,
  CategoriesScreen,
  CategoryFilters,
  CategoryScreen,
  HomeScreen,
  OfferProduct,
  Product,
  ProductDetail,
  ProductListItem,
  ProductScreen,
  ProductVariant,
  Review,
  Seo,
  StockOption,
  StrapOption,
} from './models.ts';

/** Upstream's flag values: 1 = yes. */
const FLAG_YES = 1;

const id = z.number().int();
const amount = z.number().finite();
const currency = z.string().regex(/^[A-Z]{3}$/);
const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '');
/** '' and null both mean "no discount". */
const discount = z
  .string()
  .nullish()
  .transform((value) => (value?.trim() ? value.trim() : null));
/** Sizes arrive as strings ('8'), '' when sizes do not apply. */
const size = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined || value === '' ? null : String(value)));

const categorySchema = z
  .object({ id, name: z.string() })
  .transform((raw): Category => ({ id: raw.id, name: raw.name, slug: slugify(raw.name) }));

export const categoryListSchema = z.array(categorySchema);

export const seoSchema = z
  .object({ pageTitle: text, pageDescription: text, pageKeywords: text })
  .transform((raw): Seo => ({ title: raw.pageTitle, description: raw.pageDescription, keywords: raw.pageKeywords }));

export const bannerListSchema = z.array(
  z
    .object({ category_Banner: z.string(), txt_Alt: text })
    .transform((raw): Banner => ({ imageUrl: raw.category_Banner, alt: raw.txt_Alt })),
);

export const categoryFiltersSchema = z
  .object({
    categories: z.array(z.object({ id, name: z.string(), count: z.number().int() })),
    filters: z.object({
      productColor: z.array(z.object({ color_name: z.string(), color_code: z.string(), count: z.number().int() })),
      priceRange: z.object({ min: amount, max: amount }),
    }),
  })
  .transform((raw): CategoryFilters => ({
    lifestyles: raw.categories.map((tag) => ({ value: tag.name, count: tag.count })),
    colors: raw.filters.productColor.map((color) => ({
      name: color.color_name,
      code: color.color_code,
      count: color.count,
    })),
    priceRange: { min: raw.filters.priceRange.min, max: raw.filters.priceRange.max },
  }));

const productColorRaw = z.object({
  color_id: id,
  color_name: z.string(),
  color_code: z.string(),
  stock: z.number().int(),
});

/** Fields shared by the list shape (category_page_data, add-ons) and the full shape. */
const productRaw = z.object({
  product_id: id,
  producT_NAME: z.string(),
  producT_MODEL: z.string(),
  category_id: id,
  category_name: z.string(),
  product_Price: amount,
  sale_Price: amount,
  sale_Discount: discount,
  currency,
  rating: z.number().nullish(),
  ratingcount: z.number().int().nullish(),
  product_description_30: text,
  product_varients: z.number().int().nullish(),
  lifestyle: z.array(z.string()).nullish(),
  product_Color: z.array(productColorRaw).nullish(),
  images: z.array(z.object({ pro_Image: z.string() })).nullish(),
});
type ProductRaw = z.output<typeof productRaw>;

const productDetailRaw = productRaw.extend({
  _Details_Images: z.array(z.object({ pro_Image: z.string(), color_name: z.string().nullish() })),
  _Collage_Details_Pages: z.array(z.object({ productColor: z.string().nullish(), productImage: z.string() })),
  background_info: z.string().nullish(),
  product_Banner: z.string().nullish(),
  offerProduct: z
    .array(
      z.object({
        product_id: id,
        producT_NAME: z.string(),
        producT_MODEL: z.string(),
        price: amount,
        pro_Image: z.string(),
      }),
    )
    .nullish(),
  _Reviews: z
    .array(
      z.object({
        review_id: id,
        reviewer_name: z.string(),
        rating: z.number(),
        title: text,
        comment: text,
        review_date: z.string(),
      }),
    )
    .nullish(),
});
type ProductDetailRaw = z.output<typeof productDetailRaw>;

function toProduct(raw: ProductRaw, detail: ProductDetail | null): Product {
  return {
    id: raw.product_id,
    name: raw.producT_NAME,
    model: raw.producT_MODEL,
    categoryId: raw.category_id,
    categoryName: raw.category_name,
    price: raw.sale_Price,
    listPrice: raw.product_Price,
    discount: raw.sale_Discount,
    currencyCode: raw.currency,
    rating: raw.rating ?? 0,
    ratingCount: raw.ratingcount ?? 0,
    shortDescriptionHtml: sanitizeHtmlFragment(raw.product_description_30),
    hasVariants: raw.product_varients === FLAG_YES,
    lifestyles: raw.lifestyle ?? [],
    colors: (raw.product_Color ?? []).map((color) => ({
      productId: raw.product_id,
      id: color.color_id,
      name: color.color_name,
      code: color.color_code,
      stock: color.stock,
    })),
    coverImages: (raw.images ?? []).map((image) => image.pro_Image),
    detail,
  };
}

function toDetail(raw: ProductDetailRaw): ProductDetail {
  return {
    galleryImages: raw._Details_Images.map((image) => ({ url: image.pro_Image, colorName: image.color_name ?? null })),
    highlights: raw._Collage_Details_Pages.map((page) => ({
      url: page.productImage,
      colorName: page.productColor ?? null,
    })),
    backgroundInfoHtml: raw.background_info ? sanitizeHtmlFragment(raw.background_info) : null,
    bannerUrl: raw.product_Banner || null,
    offerProducts: (raw.offerProduct ?? []).map((offer): OfferProduct => ({
      productId: offer.product_id,
      name: offer.producT_NAME,
      model: offer.producT_MODEL,
      imageUrl: offer.pro_Image,
      price: offer.price,
      currencyCode: raw.currency,
    })),
    reviews: (raw._Reviews ?? []).map((review): Review => ({
      id: review.review_id,
      author: review.reviewer_name,
      rating: Math.round(review.rating),
      title: review.title,
      body: review.comment,
      date: review.review_date,
    })),
  };
}

/** category_page_data and Product_details_Modal_ADD_ON: the list shape. */
export const productListSchema = z.array(productRaw.transform((raw) => toProduct(raw, null)));

/** Product_details_Modal: the full shape. */
export const productDetailListSchema = z.array(productDetailRaw.transform((raw) => toProduct(raw, toDetail(raw))));

export const variantListSchema = z.array(
  z
    .object({
      product_id: id,
      product_name: z.string(),
      txT_MODEL: z.string(),
      maiN_PRODUCT_HEADING: text,
      sale_Discount: discount,
      currency,
      sale_Price: amount,
      product_Price: amount,
      category_name: z.string(),
    })
    .transform((raw): ProductVariant => ({
      productId: raw.product_id,
      name: raw.product_name,
      model: raw.txT_MODEL,
      heading: raw.maiN_PRODUCT_HEADING,
      categoryName: raw.category_name,
      price: raw.sale_Price,
      listPrice: raw.product_Price,
      discount: raw.sale_Discount,
      currencyCode: raw.currency,
    })),
);

export const stockListSchema = z.array(
  z
    .object({ stock: z.number().int(), size, issize: z.number().int() })
    .transform((raw): StockOption => ({ size: raw.issize === FLAG_YES ? raw.size : null, stock: raw.stock })),
);

export const strapListSchema = z.array(
  z
    .object({
      id,
      strapColor: z.string(),
      colorCode: z.string(),
      size,
      default: z.number().int(),
      image: z.string().optional(),
    })
    .transform((raw): StrapOption => ({
      id: raw.id,
      color: raw.strapColor,
      code: raw.colorCode,
      size: raw.size,
      isDefault: raw.default === FLAG_YES,
      imageUrl: raw.image || null,
    })),
);

export const productItemListSchema = z.array(
  z
    .object({
      _id: id,
      producT_NAME: z.string().nullish(),
      category: z.string(),
      txt_Model: z.string(),
      productImage: z.string(),
      product_Color: z.array(z.object({ color_code: z.string(), color_name: z.string().nullish() })).nullish(),
      currency,
      sale_price: amount,
      price: amount,
      sale_Discount: discount,
    })
    .transform((raw): ProductListItem => ({
      id: raw._id,
      name: raw.producT_NAME?.trim() ? raw.producT_NAME : null,
      categoryName: raw.category,
      model: raw.txt_Model,
      imageUrl: raw.productImage,
      colorCodes: (raw.product_Color ?? []).map((color) => color.color_code),
      colors: (raw.product_Color ?? []).map((color) => ({ code: color.color_code, name: color.color_name ?? null })),
      price: raw.sale_price,
      listPrice: raw.price,
      discount: raw.sale_Discount,
      currencyCode: raw.currency,
    })),
);

/**
 * Deliver_time: the days text of the first entry; null (not deliverable) when the list is empty,
 * the text blank, or upstream's negative answer (CATALOG_MESSAGES.noDelivery).
 */
export const deliveryDaysSchema = z.array(z.object({ d_days: z.string() })).transform((entries) => {
  const days = entries[0]?.d_days.trim() ?? '';
  return days === '' || days === CATALOG_MESSAGES.noDelivery ? null : days;
});

/** Screen/product (extension): the products by model slug and the parts asked for, per product. */
export const productScreenSchema = z
  .object({
    products: productDetailListSchema,
    parts: z.array(
      z.object({
        product_id: id,
        variants: variantListSchema.optional(),
        add_ons: productListSchema.optional(),
        seo: seoSchema.nullable().optional(),
        colors: z
          .array(z.object({ color_id: id, stock: stockListSchema.optional(), straps: strapListSchema.optional() }))
          .optional(),
        related: productListSchema.optional(),
      }),
    ),
  })
  .transform((raw): ProductScreen => ({
    products: raw.products,
    parts: raw.parts.map((part) => ({
      productId: part.product_id,
      variants: part.variants,
      addOns: part.add_ons,
      seo: part.seo,
      colors: part.colors?.map((color) => ({ colorId: color.color_id, stock: color.stock, straps: color.straps })),
      related: part.related,
    })),
  }));

/** Screen/category (extension): the category by slug (null when none) and the parts asked for. */
export const categoryScreenSchema = z
  .object({
    category: categorySchema.nullable(),
    banners: bannerListSchema.optional(),
    filters: categoryFiltersSchema.optional(),
    seo: seoSchema.nullable().optional(),
    products: productListSchema.optional(),
    products_total: z.number().int().nonnegative().optional(),
  })
  .transform(({ products_total: productsTotal, ...raw }): CategoryScreen =>
    productsTotal === undefined ? raw : { ...raw, productsTotal },
  );

/** Screen/search (extension): one page of a search's matches and their count. */
export const searchPageSchema = z.object({
  products: productListSchema,
  total: z.number().int().nonnegative(),
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int().nonnegative() })),
  corrected_query: z.string().nullable(),
});

/** Screen/search_suggestions (extension): categories, then product names, for the text typed so far. */
export const searchSuggestionsSchema = z.array(
  z.object({
    kind: z.enum(['category', 'product']),
    name: z.string(),
    model: z.string().nullable(),
    category_name: z.string(),
  }),
);

/** Screen/product_list (extension): one page of the product list and the count of listed products. */
export const productItemPageSchema = z.object({
  items: productItemListSchema,
  total: z.number().int().nonnegative(),
});

/** Screen/home (extension): the home SEO and a section per category with its first products. */
export const homeScreenSchema = z
  .object({
    seo: seoSchema.nullable().optional(),
    sections: z.array(z.object({ category: categorySchema, products: productListSchema })).optional(),
  })
  .transform((raw): HomeScreen => raw);

/** Screen/categories (extension): the categories in menu order, each with its banners when asked. */
export const categoriesScreenSchema = z
  .object({
    categories: z.array(
      z.object({ id, name: z.string(), banners: bannerListSchema.optional() }).transform((raw) => ({
        category: { id: raw.id, name: raw.name, slug: slugify(raw.name) } satisfies Category,
        banners: raw.banners,
      })),
    ),
  })
  .transform((raw): CategoriesScreen => raw.categories);
