import { describe, expect, it } from 'vitest';
import type { Product } from './models.ts';
import {
  findProductByModelSlug,
  normalizeProductQuery,
  productQueryKey,
  productSortFacts,
  relatedProducts,
} from './rules.ts';

function product(id: number, overrides: Partial<Product> = {}): Product {
  return {
    id,
    name: `Product ${id}`,
    model: `M-${id}`,
    categoryId: 1,
    categoryName: 'Smart Rings',
    price: 1000,
    listPrice: 1000,
    discount: null,
    currencyCode: 'INR',
    rating: 4,
    ratingCount: 10,
    shortDescriptionHtml: '',
    hasVariants: false,
    lifestyles: [],
    colors: [],
    coverImages: [],
    detail: null,
    ...overrides,
  };
}

const ids = (products: Product[]) => products.map((p) => p.id);

describe('lookups', () => {
  it('keeps the product whose slugged model equals the route model', () => {
    const products = [product(1, { model: 'AR-300 Pro' }), product(2, { model: 'AR-300' })];
    expect(findProductByModelSlug(products, 'ar-300')?.id).toBe(2);
    expect(findProductByModelSlug(products, 'ar-300-pro')?.id).toBe(1);
    expect(findProductByModelSlug(products, 'ar-400')).toBeNull();
  });

  it('lists related products without the product itself', () => {
    const products = [1, 2, 3, 4, 5, 6].map((id) => product(id));
    expect(ids(relatedProducts(products, 2, 4))).toEqual([1, 3, 4, 5]);
    expect(relatedProducts(products, 2, -1)).toEqual([]);
  });
});

describe('productSortFacts', () => {
  it('compares the name and the sale price; the rating count is no measure of sales', () => {
    expect(
      productSortFacts(product(7, { name: 'Aura Ring', price: 17999, listPrice: 24999, ratingCount: 42 })),
    ).toEqual({
      name: 'Aura Ring',
      price: 17999,
      sold: 0,
    });
  });
});

describe('normalizeProductQuery', () => {
  it('gives equal keys to equal filters written differently', () => {
    const a = normalizeProductQuery(1, { colors: ['Red', 'Blue', 'Red'], lifestyles: [] });
    const b = normalizeProductQuery(1, { colors: [' Blue', 'Red'], minPrice: null });
    expect(a).toEqual({ categoryId: 1, lifestyles: [], colors: ['Blue', 'Red'], minPrice: null, maxPrice: null });
    expect(productQueryKey(a)).toBe(productQueryKey(b));
    expect(productQueryKey(normalizeProductQuery(1))).toBe(productQueryKey(normalizeProductQuery(1, {})));
  });

  it('gives different keys to different categories and prices', () => {
    const base = productQueryKey(normalizeProductQuery(1));
    expect(productQueryKey(normalizeProductQuery(2))).not.toBe(base);
    expect(productQueryKey(normalizeProductQuery(1, { maxPrice: 5000 }))).not.toBe(base);
  });
});
