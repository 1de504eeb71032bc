import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ProductSort } from '@/generated/graphql.ts';
import {
  parseFilterParams,
  toFilterParams,
  toggleValue,
  type CategoryFilterState,
} from '@/features/catalog/lib/filter-params.ts';

/**
 * The category page's filters, sort and page, read from and written to the URL (each change is a
 * history entry). A change of filter or sort starts again from page 1; `hrefOfPage` links a page.
 */
export function useCategoryFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseFilterParams(searchParams), [searchParams]);

  const update = useCallback(
    (change: (current: CategoryFilterState) => CategoryFilterState) => {
      setSearchParams((current) => toFilterParams({ ...change(parseFilterParams(current)), page: 1 }));
    },
    [setSearchParams],
  );

  const actions = useMemo(
    () => ({
      toggleLifestyle: (value: string) => update((s) => ({ ...s, lifestyles: toggleValue(s.lifestyles, value) })),
      resetLifestyles: () => update((s) => ({ ...s, lifestyles: [] })),
      toggleColor: (value: string) => update((s) => ({ ...s, colors: toggleValue(s.colors, value) })),
      resetColors: () => update((s) => ({ ...s, colors: [] })),
      setPriceRange: (minPrice: number | null, maxPrice: number | null) =>
        update((s) => ({ ...s, minPrice, maxPrice })),
      resetPrice: () => update((s) => ({ ...s, minPrice: null, maxPrice: null })),
      setSort: (sort: ProductSort) => update((s) => ({ ...s, sort })),
      clearAll: () => update((s) => ({ ...s, lifestyles: [], colors: [], minPrice: null, maxPrice: null })),
    }),
    [update],
  );

  const hrefOfPage = useCallback(
    (page: number) => {
      const search = toFilterParams({ ...state, page }).toString();
      return search ? `?${search}` : '?';
    },
    [state],
  );

  return { state, hrefOfPage, ...actions };
}

export type CategoryFilterActions = Omit<ReturnType<typeof useCategoryFilters>, 'state' | 'hrefOfPage'>;
