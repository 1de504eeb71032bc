import { describe, expect, it } from 'vitest';
import { sortProducts, type SortableProduct } from './catalog-sort.ts';

const items: SortableProduct[] = [
  { name: 'Bravo', salePrice: 300, featuredRank: 2, unitsSold: 10 },
  { name: 'alpha', salePrice: 100, featuredRank: 3, unitsSold: 50 },
  { name: 'Charlie', salePrice: 300, featuredRank: 1, unitsSold: 20 },
];
const names = (list: SortableProduct[]) => list.map((p) => p.name);

describe('sortProducts', () => {
  it('defaults to the featured order', () => {
    expect(names(sortProducts(items))).toEqual(['Charlie', 'Bravo', 'alpha']);
  });

  it('sorts best sellers first', () => {
    expect(names(sortProducts(items, 'best-selling'))).toEqual(['alpha', 'Charlie', 'Bravo']);
  });

  it('sorts by name ignoring case', () => {
    expect(names(sortProducts(items, 'a-z'))).toEqual(['alpha', 'Bravo', 'Charlie']);
    expect(names(sortProducts(items, 'z-a'))).toEqual(['Charlie', 'Bravo', 'alpha']);
  });

  it('sorts by price and breaks ties by the featured order', () => {
    expect(names(sortProducts(items, 'price-low-high'))).toEqual(['alpha', 'Charlie', 'Bravo']);
    expect(names(sortProducts(items, 'price-high-low'))).toEqual(['Charlie', 'Bravo', 'alpha']);
  });

  it('does not change its input', () => {
    const copy = [...items];
    sortProducts(items, 'a-z');
    expect(items).toEqual(copy);
  });
});
