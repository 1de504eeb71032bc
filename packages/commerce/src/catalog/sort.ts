// Orders of the category page (storefront spec section 2: Featured, Best Selling, A-Z, Z-A, price
// low to high, price high to low). Products arrive in the featured order; every other order is a
// stable sort, so ties keep the featured order. Names compare by their sort key (nameSortKey:
// without case or accents, numbers by value, 'AR-300' before 'AR-1000'); the database keeps the
// same key beside each product so that it sorts a page exactly as this module sorts a list.
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

/** Widest run of digits compared by value; longer runs compare as text. */
const NUMBER_WIDTH = 12;

/**
 * The key names sort by, compared as plain code units (SQLite's BINARY, PostgreSQL's "C"): lower
 * case, accents dropped, every run of digits zero-padded to a fixed width so that it compares by
 * value.
 */
export function nameSortKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\d+/g, (digits) => {
      const value = digits.replace(/^0+(?=\d)/, '');
      return value.length > NUMBER_WIDTH ? value : value.padStart(NUMBER_WIDTH, '0');
    });
}

const compareKeys = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const byName: Compare = (a, b) => compareKeys(nameSortKey(a.name), nameSortKey(b.name));

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
