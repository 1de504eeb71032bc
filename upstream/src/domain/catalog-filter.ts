// Category page filter (spec section 2, "Category page"): lifestyle any-of, colour any-of and an
// inclusive price range on the sale price; groups combine with AND. An empty or absent group
// does not restrict. Names compare case-insensitively.
export interface PriceRange {
  min: number;
  max: number;
}

export interface CatalogFilter {
  colors?: readonly string[] | undefined;
  lifestyles?: readonly string[] | undefined;
  priceRange?: PriceRange | undefined;
}

export interface FilterableProduct {
  salePrice: number;
  colorNames: readonly string[];
  lifestyles: readonly string[];
}

function normalise(value: string): string {
  return value.trim().toLowerCase();
}

function anyOf(wanted: readonly string[] | undefined, actual: readonly string[]): boolean {
  if (!wanted || wanted.length === 0) return true;
  const have = new Set(actual.map(normalise));
  return wanted.some((w) => have.has(normalise(w)));
}

function inRange(range: PriceRange | undefined, price: number): boolean {
  if (!range) return true;
  return price >= range.min && price <= range.max;
}

export function matchesCatalogFilter(product: FilterableProduct, filter: CatalogFilter): boolean {
  return (
    anyOf(filter.lifestyles, product.lifestyles) &&
    anyOf(filter.colors, product.colorNames) &&
    inRange(filter.priceRange, product.salePrice)
  );
}

export function filterProducts<T extends FilterableProduct>(products: readonly T[], filter: CatalogFilter): T[] {
  return products.filter((p) => matchesCatalogFilter(p, filter));
}
