// The category page's filter (storefront spec section 2): lifestyle any-of, colour any-of and an
// inclusive price range on the sale price; groups combine with AND. An empty or absent group does
// not restrict. Names compare without case. A filter's lists have one canonical form, so equal
// filters are equal requests.
export interface PriceRange {
  min: number;
  max: number;
}

export interface CatalogFilter {
  colors?: readonly string[] | null | undefined;
  lifestyles?: readonly string[] | null | undefined;
  priceRange?: PriceRange | null | undefined;
}

export interface FilterableProduct {
  salePrice: number;
  colorNames: readonly string[];
  lifestyles: readonly string[];
}

/** A filter list in its canonical form: trimmed, blanks and repeats dropped, sorted. */
export function filterValues(values: readonly string[] | null | undefined): string[] {
  const cleaned = (values ?? []).map((value) => value.trim()).filter((value) => value !== '');
  return [...new Set(cleaned)].sort();
}

const normalise = (value: string): string => value.trim().toLowerCase();

function anyOf(wanted: readonly string[] | null | undefined, actual: readonly string[]): boolean {
  if (!wanted || wanted.length === 0) return true;
  const have = new Set(actual.map(normalise));
  return wanted.some((w) => have.has(normalise(w)));
}

function inRange(range: PriceRange | null | undefined, price: number): boolean {
  return !range || (price >= range.min && price <= range.max);
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
