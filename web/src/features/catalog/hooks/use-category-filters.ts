import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ProductSort } from '@/generated/graphql.ts';
import {
  parseFilterParams,
  toFilterParams,
  toggleValue,
  type CategoryFilterState,
} from '@/features/catalog/lib/filter-params.ts';

/** The category page's filters and sort, read from and written to the URL (each change is a history entry). */
export function useCategoryFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseFilterParams(searchParams), [searchParams]);

  const update = useCallback(
    (change: (current: CategoryFilterState) => CategoryFilterState) => {
      setSearchParams((current) => toFilterParams(change(parseFilterParams(current))));
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
    }),
    [update],
  );

  return { state, ...actions };
}

export type CategoryFilterActions = Omit<ReturnType<typeof useCategoryFilters>, 'state'>;
