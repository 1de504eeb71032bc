// Pure catalog rules: slugs and routes, sorting, filter normalisation, lookups. Tested beside.
import { NO_DELIVERY_MESSAGE } from './constants.ts';
import type { Category, DeliveryEstimate, Product } from './models.ts';

/** Spec: slugs are lowercase with spaces and ' - ' turned into hyphens. */
export function slugify(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/\s+-\s+/g, '-')
    .replace(/\s+/g, '-');
}

export function categoryPath(categoryName: string): string {
  return `/category/${slugify(categoryName)}`;
}

export function productPath(product: { categoryName: string; name: string; model: string }): string {
  return `/product/${slugify(product.categoryName)}/${slugify(product.name)}/${slugify(product.model)}`;
}

/** The product list screen links to /product/{category-slug}/{category-slug}/{model-slug} (spec section 2). */
export function productListItemPath(item: { categoryName: string; model: string }): string {
  return productPath({ categoryName: item.categoryName, name: item.categoryName, model: item.model });
}

export function findCategoryBySlug(categories: readonly Category[], slug: string): Category | null {
  const wanted = slugify(slug);
  return categories.find((category) => category.slug === wanted) ?? null;
}

/** Spec section 4: the product page keeps the product whose slugged model equals the route's model. */
export function findProductByModelSlug(products: readonly Product[], modelSlug: string): Product | null {
  const wanted = slugify(modelSlug);
  return products.find((product) => slugify(product.model) === wanted) ?? null;
}

export function relatedProducts(categoryProducts: readonly Product[], productId: number, first: number): Product[] {
  return categoryProducts.filter((product) => product.id !== productId).slice(0, Math.max(0, first));
}

/** The list price to show struck through: only when it is higher than what the shopper pays. */
export function compareAtAmount(price: number, listPrice: number): number | null {
  return listPrice > price ? listPrice : null;
}

export type ProductSortOrder = 'FEATURED' | 'BEST_SELLING' | 'NAME_ASC' | 'NAME_DESC' | 'PRICE_ASC' | 'PRICE_DESC';

const byName = (a: Product, b: Product): number =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true });

const COMPARATORS: Record<Exclude<ProductSortOrder, 'FEATURED'>, (a: Product, b: Product) => number> = {
  BEST_SELLING: (a, b) => b.ratingCount - a.ratingCount,
  NAME_ASC: byName,
  NAME_DESC: (a, b) => byName(b, a),
  PRICE_ASC: (a, b) => a.price - b.price,
  PRICE_DESC: (a, b) => b.price - a.price,
};

/** Stable sort (ties keep upstream's featured order); FEATURED keeps upstream's order. */
export function sortProducts(products: readonly Product[], order: ProductSortOrder): Product[] {
  if (order === 'FEATURED') return [...products];
  return [...products].sort(COMPARATORS[order]);
}

export interface ProductFilter {
  lifestyles?: readonly string[] | null;
  colors?: readonly string[] | null;
  minPrice?: number | null;
  maxPrice?: number | null;
}

/** A category's product query in one canonical form: equal filters give equal keys. */
export interface ProductQuery {
  categoryId: number;
  lifestyles: string[];
  colors: string[];
  minPrice: number | null;
  maxPrice: number | null;
}

function canonicalList(values: readonly string[] | null | undefined): string[] {
  const cleaned = (values ?? []).map((value) => value.trim()).filter((value) => value !== '');
  return [...new Set(cleaned)].sort();
}

export function normalizeProductQuery(categoryId: number, filter?: ProductFilter | null): ProductQuery {
  return {
    categoryId,
    lifestyles: canonicalList(filter?.lifestyles),
    colors: canonicalList(filter?.colors),
    minPrice: filter?.minPrice ?? null,
    maxPrice: filter?.maxPrice ?? null,
  };
}

export function productQueryKey(query: ProductQuery): string {
  return JSON.stringify([query.categoryId, query.lifestyles, query.colors, query.minPrice, query.maxPrice]);
}

/** The delivery days at a pincode (null: not deliverable) as the schema's estimate. */
export function deliveryEstimate(pincode: string, days: string | null): DeliveryEstimate {
  return days === null
    ? { pincode, deliverable: false, message: NO_DELIVERY_MESSAGE }
    : { pincode, deliverable: true, message: days };
}
