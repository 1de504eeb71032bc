import { describe, expect, it } from 'vitest';
import { searchFilterParams, searchResultsHref } from './search-params.ts';

describe('searchFilterParams', () => {
  it('reads the category and the price range of the URL', () => {
    expect(searchFilterParams(new URLSearchParams('q=ring&cat=2&min=500&max=3000'))).toEqual({
      categoryId: '2',
      minPrice: 500,
      maxPrice: 3000,
    });
  });

  it('leaves out malformed values and a highest price below the lowest', () => {
    expect(searchFilterParams(new URLSearchParams('cat=x&min=-1&max=abc'))).toEqual({
      categoryId: null,
      minPrice: null,
      maxPrice: null,
    });
    expect(searchFilterParams(new URLSearchParams('min=900&max=100'))).toEqual({
      categoryId: null,
      minPrice: 900,
      maxPrice: null,
    });
  });
});

describe('searchResultsHref', () => {
  it('keeps the filters and the page, leaving out what is absent', () => {
    expect(searchResultsHref('aura ring', { categoryId: '1', minPrice: null, maxPrice: 5000 }, 2)).toBe(
      '?q=aura+ring&cat=1&max=5000&page=2',
    );
    expect(searchResultsHref('ring', { categoryId: null, minPrice: null, maxPrice: null })).toBe('?q=ring');
  });
});
