import { describe, expect, it } from 'vitest';
import { activeFilterCount, parseFilterParams, toFilterParams, toggleValue, toProductFilter } from './filter-params.ts';

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
      page: 1,
    });
  });
  it('falls back to no filter and Featured for missing or bad values', () => {
    expect(parseFilterParams(new URLSearchParams('min=abc&max=-3&sort=nope&lifestyle='))).toEqual({
      lifestyles: [],
      colors: [],
      minPrice: null,
      maxPrice: null,
      sort: 'FEATURED',
      page: 1,
    });
  });
  it('reads the page, and page 1 for a missing, malformed or out-of-range one', () => {
    expect(parseFilterParams(new URLSearchParams('page=3')).page).toBe(3);
    for (const bad of ['page=0', 'page=-1', 'page=2.5', 'page=x', 'page=99999999']) {
      expect(parseFilterParams(new URLSearchParams(bad)).page).toBe(1);
    }
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
      page: 4,
    };
    expect(parseFilterParams(toFilterParams(state))).toEqual(state);
  });
  it('leaves defaults out', () => {
    expect(
      toFilterParams({
        lifestyles: [],
        colors: [],
        minPrice: null,
        maxPrice: null,
        sort: 'FEATURED',
        page: 1,
      }).toString(),
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
        page: 2,
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

describe('activeFilterCount', () => {
  it('counts each ticked value and a narrowed price range once', () => {
    expect(activeFilterCount(parseFilterParams(new URLSearchParams('')))).toBe(0);
    expect(activeFilterCount(parseFilterParams(new URLSearchParams('sort=price-asc&page=3')))).toBe(0);
    expect(
      activeFilterCount(
        parseFilterParams(new URLSearchParams('lifestyle=Swim&lifestyle=Sleep&color=Black&min=100&max=900')),
      ),
    ).toBe(4);
    expect(activeFilterCount(parseFilterParams(new URLSearchParams('max=900')))).toBe(1);
  });
});
