// The gateway's own catalog models: upstream REST shapes after zod parsed and renamed them
// (mapping.ts). codegen.ts maps the GraphQL types to these.
import type { ProductSort } from '@shop/commerce/catalog/sort';
import type { ReviewOrder, ReviewPage } from '../reviews/models.ts';

export interface Category {
  id: number;
  name: string;
  slug: string;
}

export interface Seo {
  title: string;
  description: string;
  keywords: string;
}

export interface Banner {
  imageUrl: string;
  alt: string;
}

export interface CategoryFilters {
  lifestyles: Array<{ value: string; count: number }>;
  colors: Array<{ name: string; code: string; count: number }>;
  priceRange: { min: number; max: number };
}

export interface ProductImage {
  url: string;
  colorName: string | null;
}

export interface ProductColor {
  /** The product the colour belongs to (stock and straps are asked per product and colour). */
  productId: number;
  id: number;
  name: string;
  code: string;
  stock: number;
}

export interface OfferProduct {
  productId: number;
  name: string;
  model: string;
  imageUrl: string;
  price: number;
  currencyCode: string;
}

export interface Review {
  id: number;
  author: string;
  rating: number;
  title: string;
  body: string;
  date: string;
}

/** Fields that only the product detail answer carries (Product_details_Modal). */
export interface ProductDetail {
  galleryImages: ProductImage[];
  highlights: ProductImage[];
  backgroundInfoHtml: string | null;
  bannerUrl: string | null;
  offerProducts: OfferProduct[];
  reviews: Review[];
}

export interface Product {
  id: number;
  name: string;
  model: string;
  categoryId: number;
  categoryName: string;
  /** Sale price: what the shopper pays. */
  price: number;
  /** List price before discount. */
  listPrice: number;
  discount: string | null;
  currencyCode: string;
  rating: number;
  ratingCount: number;
  shortDescriptionHtml: string;
  hasVariants: boolean;
  lifestyles: string[];
  colors: ProductColor[];
  /** First picture of each colour. */
  coverImages: string[];
  /** Present when the product came from the detail answer; list answers leave it null. */
  detail: ProductDetail | null;
}

export interface ProductVariant {
  productId: number;
  name: string;
  model: string;
  heading: string;
  categoryName: string;
  price: number;
  listPrice: number;
  discount: string | null;
  currencyCode: string;
}

export interface StockOption {
  size: string | null;
  stock: number;
}

export interface StrapOption {
  id: number;
  color: string;
  code: string;
  size: string | null;
  isDefault: boolean;
  /** The watch pictured on this strap; null when the upstream has no picture of it. */
  imageUrl: string | null;
}

export interface ProductListItem {
  id: number;
  /** Null from an upstream that does not send it (the path then falls back to the category). */
  name: string | null;
  categoryName: string;
  model: string;
  imageUrl: string;
  colorCodes: string[];
  colors: Array<{ code: string; name: string | null }>;
  price: number;
  listPrice: number;
  discount: string | null;
  currencyCode: string;
}

/** The home screen: what its query selected, the key of the one call that answers it (screens.ts). */
export interface HomePage {
  request: HomeScreenRequest;
}

export interface HomeSection {
  category: Category;
  /** The section's first products when the screen call brought them. */
  products: Product[] | null;
}

/** The parts of a product screen a query selects (Screen/product's include). */
export type ProductScreenPart = 'variants' | 'add_ons' | 'seo' | 'stock' | 'straps' | 'related' | 'reviews';

export interface ProductScreenRequest {
  include: ProductScreenPart[];
  /** How many related products (the largest `related(first:)` selected), 0 when none. */
  related: number;
  /** The order and size of the first page of reviews selected (`reviewPage` on page 1), null when none. */
  reviews: { sort: ReviewOrder; first: number } | null;
}

/** Screen/product: the route's products and, per product, the parts asked for (absent when not asked). */
export interface ProductScreen {
  products: Product[];
  parts: Array<{
    productId: number;
    variants?: ProductVariant[];
    addOns?: Product[];
    seo?: Seo | null;
    colors?: Array<{ colorId: number; stock?: StockOption[]; straps?: StrapOption[] }>;
    related?: Product[];
    /** The first page of its reviews, in the order and size asked. */
    reviews?: ReviewPage;
  }>;
}

export type CategoryScreenPart = 'banners' | 'filters' | 'seo' | 'products';

export interface CategoryScreenRequest {
  include: CategoryScreenPart[];
  /** The filter of the selected `productPage` (else `products`) field (the first one when aliased with others). */
  filter: ProductFilterValues | null;
  /** The order and page of the selected `productPage` field; null when the list is `products`. */
  page: PageRequest | null;
}

export interface PageRequest {
  sort: ProductSort;
  /** Page number from 1. */
  page: number;
  /** Products per page. */
  first: number;
}

/** One page of products and the count of all of them. */
export interface ProductPage {
  nodes: Product[];
  totalCount: number;
  page: number;
  pageCount: number;
}

/** One page of a search's matches, with the categories of all matches and the corrected query. */
export interface ProductSearchPage extends ProductPage {
  categories: Array<{ id: string; name: string; count: number }>;
  correctedQuery: string | null;
}

/** What the header search box suggests (schema/search.graphql). */
export interface SearchSuggestion {
  kind: 'CATEGORY' | 'PRODUCT';
  text: string;
  model: string | null;
  href: string;
}

export interface ProductListPage {
  nodes: ProductListItem[];
  totalCount: number;
  page: number;
  pageCount: number;
}

/** A product filter in canonical form, without the category (rules.ts ProductQuery). */
export interface ProductFilterValues {
  lifestyles: string[];
  colors: string[];
  minPrice: number | null;
  maxPrice: number | null;
}

export interface CategoryScreen {
  category: Category | null;
  banners?: Banner[];
  filters?: CategoryFilters;
  seo?: Seo | null;
  products?: Product[];
  /** Matching products in all pages (with `products`). */
  productsTotal?: number;
}

/** Screen/categories: the menu's categories, each with its banners when asked. */
export type CategoriesScreen = Array<{ category: Category; banners?: Banner[] }>;

export interface HomeScreenRequest {
  include: Array<'seo' | 'sections'>;
  /** Products per section, 0 when the sections' products are not selected. */
  perSection: number;
}

export interface HomeScreen {
  seo?: Seo | null;
  sections?: Array<{ category: Category; products: Product[] }>;
}
