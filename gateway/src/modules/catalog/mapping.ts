// The catalog's answers from upstream: each parsed by the zod schema generated from upstream's
// OpenAPI document (generated/upstream/zod.gen.ts) and renamed here to the gateway's models, with
// the shop's HTML sanitised. Nothing outside the catalog client sees these names.
import { CATALOG_MESSAGES } from '@shop/commerce/catalog/messages';
import { slugify } from '@shop/commerce/slug';
import type {
  CategoryBanner,
  CategoryFilters as CategoryFiltersWire,
  CatalogProductListItem,
  ProductFullShape,
  ProductListShape,
  SeoBody,
  StockEntry,
  StrapOption as StrapOptionWire,
  VariantEntry,
} from '../../generated/upstream/types.gen.ts';
import {
  zGetApiCategoryGetCategoryResponse,
  zGetApiCategoryGetfiltersResponse,
  zGetApiProductDeliverTimeResponse,
  zGetApiProductExtraStrapColorResponse,
  zGetApiProductItemsResponse,
  zGetApiProductProductCategoryBannerResponse,
  zGetApiProductProductDetailsModalResponse,
  zGetApiProductProductStockResponse,
  zGetApiProductProductVarientResponse,
  zGetApiScreenCategoriesResponse,
  zGetApiScreenHomeResponse,
  zGetApiScreenProductListResponse,
  zGetApiScreenProductResponse,
  zGetApiScreenSearchResponse,
  zGetApiScreenSearchSuggestionsResponse,
  zPostApiProductCategoryPageDataResponse,
  zPostApiScreenCategoryResponse,
  zSeoBody,
} from '../../generated/upstream/zod.gen.ts';
import { sanitizeHtmlFragment } from '../../rest/safe-html.ts';
import { toReviewPage } from '../reviews/mapping.ts';
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

/** '' and null both mean "no discount". */
const discountOf = (value: string | null): string | null => (value?.trim() ? value.trim() : null);
/** Sizes arrive as strings ('8'), '' when sizes do not apply. */
const sizeOf = (value: string): string | null => (value === '' ? null : value);

const toCategory = (raw: { id: number; name: string }): Category => ({
  id: raw.id,
  name: raw.name,
  slug: slugify(raw.name),
});

const toSeo = (raw: SeoBody): Seo => ({
  title: raw.pageTitle,
  description: raw.pageDescription,
  keywords: raw.pageKeywords,
});

const toBanner = (raw: CategoryBanner): Banner => ({ imageUrl: raw.category_Banner, alt: raw.txt_Alt });

const toFilters = (raw: CategoryFiltersWire): CategoryFilters => ({
  lifestyles: raw.categories.map((tag) => ({ value: tag.name, count: tag.count })),
  colors: raw.filters.productColor.map((color) => ({
    name: color.color_name,
    code: color.color_code,
    count: color.count,
  })),
  priceRange: { min: raw.filters.priceRange.min, max: raw.filters.priceRange.max },
});

function toProduct(raw: ProductListShape, detail: ProductDetail | null): Product {
  return {
    id: raw.product_id,
    name: raw.producT_NAME,
    model: raw.producT_MODEL,
    categoryId: raw.category_id,
    categoryName: raw.category_name,
    price: raw.sale_Price,
    listPrice: raw.product_Price,
    discount: discountOf(raw.sale_Discount),
    currencyCode: raw.currency,
    rating: raw.rating,
    ratingCount: raw.ratingcount,
    shortDescriptionHtml: sanitizeHtmlFragment(raw.product_description_30),
    hasVariants: raw.product_varients === FLAG_YES,
    lifestyles: raw.lifestyle,
    colors: raw.product_Color.map((color) => ({
      productId: raw.product_id,
      id: color.color_id,
      name: color.color_name,
      code: color.color_code,
      stock: color.stock,
    })),
    coverImages: raw.images.map((image) => image.pro_Image),
    detail,
  };
}

function toDetail(raw: ProductFullShape): ProductDetail {
  return {
    galleryImages: raw._Details_Images.map((image) => ({ url: image.pro_Image, colorName: image.color_name || null })),
    highlights: raw._Collage_Details_Pages.map((page) => ({
      url: page.productImage,
      colorName: page.productColor || null,
    })),
    backgroundInfoHtml: raw.background_info ? sanitizeHtmlFragment(raw.background_info) : null,
    bannerUrl: raw.product_Banner || null,
    offerProducts: raw.offerProduct.map((offer): OfferProduct => ({
      productId: offer.product_id,
      name: offer.producT_NAME,
      model: offer.producT_MODEL,
      imageUrl: offer.pro_Image,
      price: offer.price,
      currencyCode: raw.currency,
    })),
    reviews: raw._Reviews.map((review): Review => ({
      id: review.review_id,
      author: review.reviewer_name,
      rating: Math.round(review.rating),
      title: review.title,
      body: review.comment,
      date: review.review_date,
    })),
  };
}

const toListProduct = (raw: ProductListShape) => toProduct(raw, null);
const toFullProduct = (raw: ProductFullShape) => toProduct(raw, toDetail(raw));

const toVariant = (raw: VariantEntry): ProductVariant => ({
  productId: raw.product_id,
  name: raw.product_name,
  model: raw.txT_MODEL,
  heading: raw.maiN_PRODUCT_HEADING,
  categoryName: raw.category_name,
  price: raw.sale_Price,
  listPrice: raw.product_Price,
  discount: discountOf(raw.sale_Discount),
  currencyCode: raw.currency,
});

const toStock = (raw: StockEntry): StockOption => ({
  size: raw.issize === FLAG_YES ? sizeOf(raw.size) : null,
  stock: raw.stock,
});

const toStrap = (raw: StrapOptionWire): StrapOption => ({
  id: raw.id,
  color: raw.strapColor,
  code: raw.colorCode,
  size: sizeOf(raw.size),
  isDefault: raw.default === FLAG_YES,
  imageUrl: raw.image || null,
});

const toListItem = (raw: CatalogProductListItem): ProductListItem => ({
  id: raw._id,
  name: raw.producT_NAME.trim() ? raw.producT_NAME : null,
  categoryName: raw.category,
  model: raw.txt_Model,
  imageUrl: raw.productImage,
  colorCodes: raw.product_Color.map((color) => color.color_code),
  colors: raw.product_Color.map((color) => ({ code: color.color_code, name: color.color_name || null })),
  price: raw.sale_price,
  listPrice: raw.price,
  discount: discountOf(raw.sale_Discount),
  currencyCode: raw.currency,
});

export const categoryListSchema = zGetApiCategoryGetCategoryResponse.transform((list) => list.map(toCategory));
export const seoSchema = zSeoBody.transform(toSeo);
export const bannerListSchema = zGetApiProductProductCategoryBannerResponse.transform((list) => list.map(toBanner));
export const categoryFiltersSchema = zGetApiCategoryGetfiltersResponse.transform(toFilters);

/** category_page_data, Product_details_Modal_ADD_ON and Product/search: the list shape. */
export const productListSchema = zPostApiProductCategoryPageDataResponse.transform((list) => list.map(toListProduct));

/** Product_details_Modal: the full shape. */
export const productDetailListSchema = zGetApiProductProductDetailsModalResponse.transform((list) =>
  list.map(toFullProduct),
);

export const variantListSchema = zGetApiProductProductVarientResponse.transform((list) => list.map(toVariant));
export const stockListSchema = zGetApiProductProductStockResponse.transform((list) => list.map(toStock));
export const strapListSchema = zGetApiProductExtraStrapColorResponse.transform((list) => list.map(toStrap));
export const productItemListSchema = zGetApiProductItemsResponse.transform((list) => list.map(toListItem));

/**
 * Deliver_time: the days text of the first entry; null (not deliverable) when the list is empty,
 * the text blank, or upstream's negative answer (CATALOG_MESSAGES.noDelivery).
 */
export const deliveryDaysSchema = zGetApiProductDeliverTimeResponse.transform((entries) => {
  const days = entries[0]?.d_days.trim() ?? '';
  return days === '' || days === CATALOG_MESSAGES.noDelivery ? null : days;
});

/** Screen/product (extension): the products by model slug and the parts asked for, per product (its reviews as the reviews module maps them). */
export const productScreenSchema = zGetApiScreenProductResponse.transform((raw): ProductScreen => ({
  products: raw.products.map(toFullProduct),
  parts: raw.parts.map((part) => ({
    productId: part.product_id,
    variants: part.variants?.map(toVariant),
    addOns: part.add_ons?.map(toListProduct),
    seo: part.seo === undefined ? undefined : part.seo && toSeo(part.seo),
    colors: part.colors?.map((color) => ({
      colorId: color.color_id,
      stock: color.stock?.map(toStock),
      straps: color.straps?.map(toStrap),
    })),
    related: part.related?.map(toListProduct),
    reviews: part.reviews && toReviewPage(part.reviews),
  })),
}));

/** Screen/category (extension): the category by slug (null when none) and the parts asked for. */
export const categoryScreenSchema = zPostApiScreenCategoryResponse.transform((raw): CategoryScreen => {
  const screen: CategoryScreen = { category: raw.category && toCategory(raw.category) };
  if (raw.banners) screen.banners = raw.banners.map(toBanner);
  if (raw.filters) screen.filters = toFilters(raw.filters);
  if (raw.seo !== undefined) screen.seo = raw.seo && toSeo(raw.seo);
  if (raw.products) screen.products = raw.products.map(toListProduct);
  if (raw.products_total !== undefined) screen.productsTotal = raw.products_total;
  return screen;
});

/** Screen/search (extension): one page of a search's matches and their count. */
export const searchPageSchema = zGetApiScreenSearchResponse.transform((raw) => ({
  ...raw,
  products: raw.products.map(toListProduct),
}));

/** Screen/search_suggestions (extension): categories, then product names, for the text typed so far. */
export const searchSuggestionsSchema = zGetApiScreenSearchSuggestionsResponse;

/** Screen/product_list (extension): one page of the product list and the count of listed products. */
export const productItemPageSchema = zGetApiScreenProductListResponse.transform((raw) => ({
  items: raw.items.map(toListItem),
  total: raw.total,
}));

/** Screen/home (extension): the home SEO and a section per category with its first products. */
export const homeScreenSchema = zGetApiScreenHomeResponse.transform((raw): HomeScreen => {
  const screen: HomeScreen = {};
  if (raw.seo !== undefined) screen.seo = raw.seo && toSeo(raw.seo);
  if (raw.sections)
    screen.sections = raw.sections.map((section) => ({
      category: toCategory(section.category),
      products: section.products.map(toListProduct),
    }));
  return screen;
});

/** Screen/categories (extension): the categories in menu order, each with its banners when asked. */
export const categoriesScreenSchema = zGetApiScreenCategoriesResponse.transform((raw): CategoriesScreen =>
  raw.categories.map((entry) => ({
    category: toCategory(entry),
    ...(entry.banners ? { banners: entry.banners.map(toBanner) } : {}),
  })),
);
