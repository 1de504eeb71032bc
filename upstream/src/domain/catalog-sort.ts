// Orders of the category page (spec section 2: Featured, Best Selling, A-Z, Z-A, price low to
// high, price high to low). Ties fall back to the featured order, so every order is stable.
export type CatalogSort = 'featured' | 'best-selling' | 'a-z' | 'z-a' | 'price-low-high' | 'price-high-low';

export interface SortableProduct {
  name: string;
  salePrice: number;
  featuredRank: number;
  unitsSold: number;
}

type Compare = (a: SortableProduct, b: SortableProduct) => number;

const byFeatured: Compare = (a, b) => a.featuredRank - b.featuredRank;

const COMPARE: Record<CatalogSort, Compare> = {
  featured: byFeatured,
  'best-selling': (a, b) => b.unitsSold - a.unitsSold,
  'a-z': (a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
  'z-a': (a, b) => b.name.localeCompare(a.name, 'en', { sensitivity: 'base' }),
  'price-low-high': (a, b) => a.salePrice - b.salePrice,
  'price-high-low': (a, b) => b.salePrice - a.salePrice,
};

export function sortProducts<T extends SortableProduct>(products: readonly T[], sort: CatalogSort = 'featured'): T[] {
  const compare = COMPARE[sort];
  return [...products].sort((a, b) => compare(a, b) || byFeatured(a, b));
}
