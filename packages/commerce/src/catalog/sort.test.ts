import { describe, expect, it } from 'vitest';
import { nameSortKey, sortProducts, type ProductSort } from './sort.ts';

// In the featured order.
const items = [
  { id: 1, name: 'Charlie', salePrice: 300, unitsSold: 20 },
  { id: 2, name: 'Bravo', salePrice: 300, unitsSold: 10 },
  { id: 3, name: 'alpha', salePrice: 100, unitsSold: 50 },
  { id: 4, name: 'Delta', salePrice: 100, unitsSold: 20 },
];
const ids = (sort: ProductSort, list = items) =>
  sortProducts(list, sort, (p) => ({ name: p.name, price: p.salePrice, sold: p.unitsSold })).map((p) => p.id);

describe('sortProducts', () => {
  it('keeps the featured order', () => {
    expect(ids('FEATURED')).toEqual([1, 2, 3, 4]);
  });

  it('sorts best sellers first, ties in the featured order', () => {
    expect(ids('BEST_SELLING')).toEqual([3, 1, 4, 2]);
  });

  it('sorts by name ignoring case', () => {
    expect(ids('NAME_ASC')).toEqual([3, 2, 1, 4]);
    expect(ids('NAME_DESC')).toEqual([4, 1, 2, 3]);
  });

  it('compares the numbers in names by value', () => {
    const models = [
      { id: 1, name: 'AR-1000', salePrice: 1, unitsSold: 0 },
      { id: 2, name: 'AR-300', salePrice: 1, unitsSold: 0 },
    ];
    expect(ids('NAME_ASC', models)).toEqual([2, 1]);
  });

  it('sorts by price, ties in the featured order', () => {
    expect(ids('PRICE_ASC')).toEqual([3, 4, 1, 2]);
    expect(ids('PRICE_DESC')).toEqual([1, 2, 3, 4]);
  });

  it('does not change its input', () => {
    const copy = [...items];
    ids('NAME_ASC');
    expect(items).toEqual(copy);
  });
});

describe('nameSortKey', () => {
  const sorted = (names: string[]) => [...names].sort((a, b) => (nameSortKey(a) < nameSortKey(b) ? -1 : 1));

  it('orders numbers by value, ignoring leading zeros', () => {
    expect(sorted(['AR-1000', 'AR-300', 'AR-0301', 'AR-30'])).toEqual(['AR-30', 'AR-300', 'AR-0301', 'AR-1000']);
  });

  it('ignores case and accents', () => {
    expect(nameSortKey('Café Ring')).toBe(nameSortKey('cafe ring'));
    expect(sorted(['bravo', 'Alpha', 'Éclair'])).toEqual(['Alpha', 'bravo', 'Éclair']);
  });

  it('compares very long numbers as text without losing digits', () => {
    expect(nameSortKey('X 1234567890123456')).toBe('x 1234567890123456');
  });
});
