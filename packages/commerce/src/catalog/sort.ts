// Orders of the category page (storefront spec section 2: Featured, Best Selling, A-Z, Z-A, price
// low to high, price high to low). Products arrive in the featured order; every other order is a
// stable sort, so ties keep the featured order. Names compare without case, numbers by value
// ('AR-300' before 'AR-1000').
export const PRODUCT_SORTS = ['FEATURED', 'BEST_SELLING', 'NAME_ASC', 'NAME_DESC', 'PRICE_ASC', 'PRICE_DESC'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** What an order compares. */
export interface SortFacts {
  name: string;
  /** Sale price. */
  price: number;
  /** Units sold, or the caller's best measure of them: more sells better. */
  sold: number;
}

type Compare = (a: SortFacts, b: SortFacts) => number;

const byName: Compare = (a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true });

const COMPARE: Record<Exclude<ProductSort, 'FEATURED'>, Compare> = {
  BEST_SELLING: (a, b) => b.sold - a.sold,
  NAME_ASC: byName,
  NAME_DESC: (a, b) => byName(b, a),
  PRICE_ASC: (a, b) => a.price - b.price,
  PRICE_DESC: (a, b) => b.price - a.price,
};

/** The products in `sort` order (a new array; FEATURED keeps the given order). */
export function sortProducts<T>(products: readonly T[], sort: ProductSort, facts: (product: T) => SortFacts): T[] {
  if (sort === 'FEATURED') return [...products];
  const compare = COMPARE[sort];
  return products
    .map((product) => ({ product, facts: facts(product) }))
    .sort((a, b) => compare(a.facts, b.facts))
    .map((entry) => entry.product);
}
