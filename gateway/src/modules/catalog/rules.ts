// The gateway's catalog rules on its models: the product of a route, related products, the facts a sort
// compares, and a category's product query in canonical form (the DataLoader key). The slug, path,
// sort and filter rules themselves are @shop/commerce's. Tested beside.
import type { SortFacts } from '@shop/commerce/catalog/sort';
import { filterValues } from '@shop/commerce/catalog/filter';
import { slugify } from '@shop/commerce/slug';
import type { Product } from './models.ts';

/** Spec section 4: the product page keeps the product whose slugged model equals the route's model. */
export function findProductByModelSlug(products: readonly Product[], modelSlug: string): Product | null {
  const wanted = slugify(modelSlug);
  return products.find((product) => slugify(product.model) === wanted) ?? null;
}

export function relatedProducts(categoryProducts: readonly Product[], productId: number, first: number): Product[] {
  return categoryProducts.filter((product) => product.id !== productId).slice(0, Math.max(0, first));
}

/**
 * What a sort compares. The REST product carries no units sold: the best-selling order comes from
 * upstream (Category.products), never from here, so `sold` is 0 and compares nothing.
 */
export function productSortFacts(product: Product): SortFacts {
  return { name: product.name, price: product.price, sold: 0 };
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

export function normalizeProductQuery(categoryId: number, filter?: ProductFilter | null): ProductQuery {
  return {
    categoryId,
    lifestyles: filterValues(filter?.lifestyles),
    colors: filterValues(filter?.colors),
    minPrice: filter?.minPrice ?? null,
    maxPrice: filter?.maxPrice ?? null,
  };
}

export function productQueryKey(query: ProductQuery): string {
  return JSON.stringify([query.categoryId, query.lifestyles, query.colors, query.minPrice, query.maxPrice]);
}
