import { describe, expect, it } from 'vitest';
import type { Product } from './models.ts';
import {
  categoryPath,
  compareAtAmount,
  deliveryEstimate,
  findCategoryBySlug,
  findProductByModelSlug,
  normalizeProductQuery,
  productListItemPath,
  productPath,
  productQueryKey,
  relatedProducts,
  slugify,
  sortProducts,
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

describe('slugify and paths', () => {
  it('lowercases and turns spaces and " - " into hyphens', () => {
    expect(slugify('Smart Rings')).toBe('smart-rings');
    expect(slugify('True Wireless Stereo')).toBe('true-wireless-stereo');
    expect(slugify('Aura Ring - Gen 3')).toBe('aura-ring-gen-3');
    expect(slugify('  AR-300 ')).toBe('ar-300');
  });

  it('is idempotent on slugs', () => {
    expect(slugify('smart-rings')).toBe('smart-rings');
  });

  it('builds category and product routes', () => {
    expect(categoryPath('Smart Watches')).toBe('/category/smart-watches');
    expect(productPath({ categoryName: 'Smart Rings', name: 'Aura Ring Gen 3', model: 'AR-300' })).toBe(
      '/product/smart-rings/aura-ring-gen-3/ar-300',
    );
  });

  it('builds product list routes from the category twice and the model', () => {
    expect(productListItemPath({ categoryName: 'Smart Rings', model: 'AR 300' })).toBe(
      '/product/smart-rings/smart-rings/ar-300',
    );
  });
});

describe('lookups', () => {
  const categories = [
    { id: 1, name: 'Smart Rings', slug: 'smart-rings' },
    { id: 2, name: 'Smart Watches', slug: 'smart-watches' },
  ];

  it('finds a category by slug, case-insensitively, or null', () => {
    expect(findCategoryBySlug(categories, 'smart-watches')?.id).toBe(2);
    expect(findCategoryBySlug(categories, 'Smart-Rings')?.id).toBe(1);
    expect(findCategoryBySlug(categories, 'toasters')).toBeNull();
  });

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

describe('compareAtAmount', () => {
  it('is the list price only when higher than the price', () => {
    expect(compareAtAmount(17999, 24999)).toBe(24999);
    expect(compareAtAmount(17999, 17999)).toBeNull();
    expect(compareAtAmount(17999, 9999)).toBeNull();
  });
});

describe('sortProducts', () => {
  const products = [
    product(1, { name: 'beta', price: 300, ratingCount: 5 }),
    product(2, { name: 'Alpha', price: 100, ratingCount: 50 }),
    product(3, { name: 'gamma', price: 300, ratingCount: 50 }),
    product(4, { name: 'Delta', price: 200, ratingCount: 1 }),
  ];

  it('keeps upstream order for FEATURED without mutating the input', () => {
    const sorted = sortProducts(products, 'FEATURED');
    expect(ids(sorted)).toEqual([1, 2, 3, 4]);
    expect(sorted).not.toBe(products);
  });

  it('sorts by rating count, highest first, ties in upstream order', () => {
    expect(ids(sortProducts(products, 'BEST_SELLING'))).toEqual([2, 3, 1, 4]);
  });

  it('sorts by name ignoring case', () => {
    expect(ids(sortProducts(products, 'NAME_ASC'))).toEqual([2, 1, 4, 3]);
    expect(ids(sortProducts(products, 'NAME_DESC'))).toEqual([3, 4, 1, 2]);
  });

  it('sorts by sale price, ties in upstream order', () => {
    expect(ids(sortProducts(products, 'PRICE_ASC'))).toEqual([2, 4, 1, 3]);
    expect(ids(sortProducts(products, 'PRICE_DESC'))).toEqual([1, 3, 4, 2]);
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

describe('deliveryEstimate', () => {
  it('is deliverable with the days text', () => {
    expect(deliveryEstimate('560001', '3-5 Days')).toEqual({
      pincode: '560001',
      deliverable: true,
      message: '3-5 Days',
    });
  });

  it('is not deliverable without days', () => {
    expect(deliveryEstimate('999999', null)).toEqual({
      pincode: '999999',
      deliverable: false,
      message: 'No delivery at this pincode',
    });
  });
});
