import type { CategoryFilters_CategoryFragment } from '@/generated/graphql.ts';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import type { CategoryFilterActions } from '@/features/catalog/hooks/use-category-filters.ts';
import type { CategoryFilterState } from '@/features/catalog/lib/filter-params.ts';
import { CheckboxFilter } from './checkbox-filter.tsx';
import { PriceFilter } from './price-filter.tsx';
import './category-filters.css';

type CategoryFiltersProps = {
  /** Undefined while the category loads: the default price range is shown meanwhile. */
  filters: CategoryFilters_CategoryFragment['filters'] | undefined;
  state: CategoryFilterState;
  actions: CategoryFilterActions;
};

/** The sidebar: Lifestyle and Colour checkboxes with counts, and the price range. */
export function CategoryFilters({ filters, state, actions }: CategoryFiltersProps) {
  return (
    <div className="category-filters">
      {filters ? (
        <>
          <CheckboxFilter
            legend="Lifestyle"
            options={filters.lifestyles.map((l) => ({ value: l.value, label: l.value, count: l.count }))}
            selected={state.lifestyles}
            onToggle={actions.toggleLifestyle}
            onReset={actions.resetLifestyles}
          />
          <CheckboxFilter
            legend="Colour"
            options={filters.colors.map((c) => ({ value: c.name, label: c.name, count: c.count, swatch: c.code }))}
            selected={state.colors}
            onToggle={actions.toggleColor}
            onReset={actions.resetColors}
          />
        </>
      ) : (
        <div className="filter-group" aria-hidden="true">
          <Skeleton width="50%" />
          <Skeleton />
          <Skeleton />
          <Skeleton width="80%" />
        </div>
      )}
      <PriceFilter
        bounds={filters?.priceRange}
        minPrice={state.minPrice}
        maxPrice={state.maxPrice}
        onCommit={actions.setPriceRange}
        onReset={actions.resetPrice}
      />
    </div>
  );
}
