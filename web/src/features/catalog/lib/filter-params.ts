// The category page's filters, sort and page, kept in the URL's search params so that back,
// forward and a shared link restore them. Pure: parse and serialise, tested beside.
import { filterValues } from '@shop/commerce/catalog/filter';
import { pageNumberParam } from '@shop/commerce/catalog/paging';
import type { ProductFilterInput, ProductSort } from '@/generated/graphql.ts';

export type CategoryFilterState = {
  lifestyles: string[];
  colors: string[];
  /** Absent: no lower price bound chosen. */
  minPrice: number | null;
  /** Absent: no upper price bound chosen. */
  maxPrice: number | null;
  sort: ProductSort;
  /** Page of the results, from 1. */
  page: number;
};

export const SORT_OPTIONS: ReadonlyArray<{ value: ProductSort; param: string; label: string }> = [
  { value: 'FEATURED', param: 'featured', label: 'Featured' },
  { value: 'BEST_SELLING', param: 'best-selling', label: 'Best Selling' },
  { value: 'NAME_ASC', param: 'name-asc', label: 'Alphabetically, A-Z' },
  { value: 'NAME_DESC', param: 'name-desc', label: 'Alphabetically, Z-A' },
  { value: 'PRICE_ASC', param: 'price-asc', label: 'Price, low to high' },
  { value: 'PRICE_DESC', param: 'price-desc', label: 'Price, high to low' },
];

const DEFAULT_SORT: ProductSort = 'FEATURED';

function price(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

function unique(values: string[]): string[] {
  return [...new Set(values.filter((v) => v.trim() !== ''))];
}

export function parseFilterParams(params: URLSearchParams): CategoryFilterState {
  const sortParam = params.get('sort');
  return {
    lifestyles: unique(params.getAll('lifestyle')),
    colors: unique(params.getAll('color')),
    minPrice: price(params.get('min')),
    maxPrice: price(params.get('max')),
    sort: SORT_OPTIONS.find((o) => o.param === sortParam)?.value ?? DEFAULT_SORT,
    page: pageNumberParam(params.get('page')),
  };
}

/** Search params for a state; defaults are left out so a plain category link stays plain. */
export function toFilterParams(state: CategoryFilterState): URLSearchParams {
  const params = new URLSearchParams();
  for (const l of state.lifestyles) params.append('lifestyle', l);
  for (const c of state.colors) params.append('color', c);
  if (state.minPrice !== null) params.set('min', String(state.minPrice));
  if (state.maxPrice !== null) params.set('max', String(state.maxPrice));
  if (state.sort !== DEFAULT_SORT) {
    const option = SORT_OPTIONS.find((o) => o.value === state.sort);
    if (option) params.set('sort', option.param);
  }
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The GraphQL variables of the category query (lists in their canonical form, so equal filters share a cache entry). */
export function toProductFilter(state: CategoryFilterState): ProductFilterInput {
  const filter: ProductFilterInput = {};
  const lifestyles = filterValues(state.lifestyles);
  const colors = filterValues(state.colors);
  if (lifestyles.length > 0) filter.lifestyles = lifestyles;
  if (colors.length > 0) filter.colors = colors;
  if (state.minPrice !== null) filter.minPrice = state.minPrice;
  if (state.maxPrice !== null) filter.maxPrice = state.maxPrice;
  return filter;
}

/** Adds the value when absent, removes it when present. */
export function toggleValue(values: readonly string[], value: string): string[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

/** How many filters are in use: each lifestyle and colour ticked, and the price range if narrowed. */
export function activeFilterCount(state: CategoryFilterState): number {
  const priceNarrowed = state.minPrice !== null || state.maxPrice !== null;
  return state.lifestyles.length + state.colors.length + (priceNarrowed ? 1 : 0);
}
