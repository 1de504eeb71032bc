import { describe, expect, it } from 'vitest';
import { filterProducts, filterValues, matchesCatalogFilter, type FilterableProduct } from './filter.ts';

const ring: FilterableProduct = {
  salePrice: 17999,
  colorNames: ['Midnight Black', 'Rose Gold'],
  lifestyles: ['Fitness', 'Sleep'],
};
const band: FilterableProduct = { salePrice: 2499, colorNames: ['Ocean Blue'], lifestyles: ['Music'] };

describe('matchesCatalogFilter', () => {
  it('does not restrict with an empty filter or empty lists', () => {
    expect(matchesCatalogFilter(ring, {})).toBe(true);
    expect(matchesCatalogFilter(ring, { colors: [], lifestyles: [] })).toBe(true);
  });

  it('matches any of the lifestyles', () => {
    expect(matchesCatalogFilter(ring, { lifestyles: ['Travel', 'Sleep'] })).toBe(true);
    expect(matchesCatalogFilter(ring, { lifestyles: ['Travel'] })).toBe(false);
  });

  it('matches any of the colours, ignoring case', () => {
    expect(matchesCatalogFilter(ring, { colors: ['rose gold'] })).toBe(true);
    expect(matchesCatalogFilter(ring, { colors: ['Ocean Blue'] })).toBe(false);
  });

  it('treats the price range as inclusive on both ends', () => {
    expect(matchesCatalogFilter(ring, { priceRange: { min: 17999, max: 17999 } })).toBe(true);
    expect(matchesCatalogFilter(ring, { priceRange: { min: 0, max: 17998 } })).toBe(false);
    expect(matchesCatalogFilter(ring, { priceRange: { min: 18000, max: 99999 } })).toBe(false);
  });

  it('combines groups with AND', () => {
    expect(matchesCatalogFilter(ring, { colors: ['Rose Gold'], lifestyles: ['Music'] })).toBe(false);
    expect(
      matchesCatalogFilter(ring, { colors: ['Rose Gold'], lifestyles: ['Sleep'], priceRange: { min: 0, max: 20000 } }),
    ).toBe(true);
  });
});

describe('filterProducts', () => {
  it('keeps order and can leave nothing', () => {
    expect(filterProducts([ring, band], { priceRange: { min: 0, max: 10000 } })).toEqual([band]);
    expect(filterProducts([ring, band], { priceRange: { min: 50000, max: 60000 } })).toEqual([]);
  });
});

describe('filterValues', () => {
  it('gives equal filters one form: trimmed, without blanks or repeats, sorted', () => {
    expect(filterValues(['Red', ' Blue', 'Red', ' '])).toEqual(['Blue', 'Red']);
    expect(filterValues(null)).toEqual([]);
  });
});
