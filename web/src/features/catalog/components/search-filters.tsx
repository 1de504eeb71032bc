import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { searchResultsHref, type SearchFilterParams } from '../lib/search-params.ts';
import './search-filters.css';

type SearchFiltersProps = {
  query: string;
  filter: SearchFilterParams;
  categories: ReadonlyArray<{ id: string; name: string; count: number }>;
  onPrice: (minPrice: number | null, maxPrice: number | null) => void;
};

const priceText = (value: number | null): string => (value === null ? '' : String(value));

/**
 * The search results page's filters: the categories of the matches as links with their counts,
 * and a price range (whole rupees) applied with its button; both kept in the URL.
 */
export function SearchFilters({ query, filter, categories, onPrice }: SearchFiltersProps) {
  const minId = useId();
  const maxId = useId();
  const errorId = useId();
  const [min, setMin] = useState(priceText(filter.minPrice));
  const [max, setMax] = useState(priceText(filter.maxPrice));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setMin(priceText(filter.minPrice));
    setMax(priceText(filter.maxPrice));
  }, [filter.minPrice, filter.maxPrice]);

  const apply = (event: FormEvent): void => {
    event.preventDefault();
    const parse = (text: string): number | null | 'bad' =>
      text.trim() === '' ? null : /^\d{1,8}$/.test(text.trim()) ? Number(text.trim()) : 'bad';
    const low = parse(min);
    const high = parse(max);
    if (low === 'bad' || high === 'bad') return setError('Enter prices as whole rupees.');
    if (low !== null && high !== null && low > high) return setError('The lowest price must not be above the highest.');
    setError(null);
    onPrice(low, high);
  };

  const all = categories.reduce((sum, c) => sum + c.count, 0);
  return (
    <div className="search-filters">
      <nav aria-label="Categories of the results">
        <ul className="search-filter-categories">
          <li>
            <Link
              to={searchResultsHref(query, { ...filter, categoryId: null })}
              aria-current={filter.categoryId === null ? 'page' : undefined}
            >
              All categories ({all})
            </Link>
          </li>
          {categories.map((c) => (
            <li key={c.id}>
              <Link
                to={searchResultsHref(query, { ...filter, categoryId: c.id })}
                aria-current={filter.categoryId === c.id ? 'page' : undefined}
              >
                {c.name} ({c.count})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form className="search-filter-price" aria-label="Price" onSubmit={apply} noValidate>
        <label htmlFor={minId}>Lowest price (₹)</label>
        <input
          id={minId}
          inputMode="numeric"
          value={min}
          onChange={(e) => setMin(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <label htmlFor={maxId}>Highest price (₹)</label>
        <input
          id={maxId}
          inputMode="numeric"
          value={max}
          onChange={(e) => setMax(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="submit" className="button button-secondary">
          Apply price
        </button>
        <p id={errorId} className="field-message" role="alert">
          {error ?? ''}
        </p>
      </form>
    </div>
  );
}
