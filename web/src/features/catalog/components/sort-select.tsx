import { useId } from 'react';
import type { ProductSort } from '@/generated/graphql.ts';
import { SORT_OPTIONS } from '@/features/catalog/lib/filter-params.ts';

/** The category page's sort control. */
export function SortSelect({ value, onChange }: { value: ProductSort; onChange: (sort: ProductSort) => void }) {
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id}>Sort by</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as ProductSort)}>
        {SORT_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
