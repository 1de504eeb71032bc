import { describe, expect, it } from 'vitest';
import { parseFilterParams, toFilterParams, toggleValue, toProductFilter } from './filter-params.ts';

describe('parseFilterParams', () => {
  it('reads repeated lifestyle and colour params, prices and sort', () => {
    const state = parseFilterParams(
      new URLSearchParams('lifestyle=Fitness&lifestyle=Sleep&color=Midnight+Black&min=1000&max=5000&sort=price-asc'),
    );
    expect(state).toEqual({
      lifestyles: ['Fitness', 'Sleep'],
      colors: ['Midnight Black'],
      minPrice: 1000,
      maxPrice: 5000,
      sort: 'PRICE_ASC',
    });
  });
  it('falls back to no filter and Featured for missing or bad values', () => {
    expect(parseFilterParams(new URLSearchParams('min=abc&max=-3&sort=nope&lifestyle='))).toEqual({
      lifestyles: [],
      colors: [],
      minPrice: null,
      maxPrice: null,
      sort: 'FEATURED',
    });
  });
});

describe('toFilterParams', () => {
  it('round-trips through parse', () => {
    const state = {
      lifestyles: ['Fitness'],
      colors: ['Rose Gold', 'Silver'],
      minPrice: 0,
      maxPrice: 9000,
      sort: 'NAME_DESC' as const,
    };
    expect(parseFilterParams(toFilterParams(state))).toEqual(state);
  });
  it('leaves defaults out', () => {
    expect(
      toFilterParams({ lifestyles: [], colors: [], minPrice: null, maxPrice: null, sort: 'FEATURED' }).toString(),
    ).toBe('');
  });
});

describe('toProductFilter', () => {
  it('sends only what is chosen, lists sorted so equal filters share a cache entry', () => {
    expect(
      toProductFilter({
        lifestyles: ['Sleep', 'Fitness'],
        colors: [],
        minPrice: null,
        maxPrice: 5000,
        sort: 'FEATURED',
      }),
    ).toEqual({
      lifestyles: ['Fitness', 'Sleep'],
      maxPrice: 5000,
    });
  });
});

describe('toggleValue', () => {
  it('adds and removes', () => {
    expect(toggleValue(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleValue(['a', 'b'], 'a')).toEqual(['b']);
  });
});
