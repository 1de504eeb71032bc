import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PRODUCT_PAGE_SIZE, pageNumberParam } from '@shop/commerce/catalog/paging';
import { normaliseSearchQuery } from '@shop/commerce/catalog/search';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { CardGridSkeleton, LoadingRegion } from '@/components/ui/skeleton.tsx';
import { ProductGrid } from '@/features/catalog/components/product-card.tsx';
import { ProductPager } from '@/features/catalog/components/product-pager.tsx';
import { useScrollToOnPageChange } from '@/features/catalog/hooks/use-scroll-to-on-page-change.ts';
import { useSearchPageQuery } from '@/generated/operations/search-page.ts';
import { EMPTY_PRODUCTS_MESSAGE } from '@/lib/constants.ts';

/** The link of a page of a search's results. */
function searchPageHref(query: string, page: number): string {
  const params = new URLSearchParams({ q: query });
  if (page > 1) params.set('page', String(page));
  return `?${params.toString()}`;
}

// /search?q=...&page=N: the header search's results (name, model or category match every word),
// a page at a time with the count of all. One request: header and results; a blank query costs
// the gateway no upstream call.
export default function SearchRoute() {
  const [params] = useSearchParams();
  const query = normaliseSearchQuery(params.get('q'));
  const page = pageNumberParam(params.get('page'));
  const { data, previousData, error, refetch } = useSearchPageQuery({ variables: { query, page } });
  const resultsRef = useScrollToOnPageChange<HTMLElement>(page);
  // Another page of the same search keeps the shown page until the next arrives; another search
  // shows the skeleton (the answer names no query, so the variables of the shown one are kept).
  const [shownQuery, setShownQuery] = useState(query);
  if (data && shownQuery !== query) setShownQuery(query);
  const results = data?.productSearchPage ?? (shownQuery === query ? previousData?.productSearchPage : undefined);
  const heading = query ? `Search results for “${query}”` : 'Search';

  return (
    <div className="container page">
      <title>{query ? `Search: ${query}` : 'Search'}</title>
      <h1>{heading}</h1>
      {!query ? <p className="empty-state">Type a product name, model or category in the search box.</p> : null}
      {query && !data && error ? <ErrorState onRetry={() => void refetch()} /> : null}
      {query && !results && !error ? (
        <LoadingRegion label="Searching">
          <CardGridSkeleton count={4} />
        </LoadingRegion>
      ) : null}
      {query && results ? (
        <section aria-label="Search results" ref={resultsRef} aria-busy={!data}>
          <p
            className="category-count"
            aria-live="polite"
          >{`${results.totalCount} ${results.totalCount === 1 ? 'product' : 'products'}`}</p>
          {results.totalCount === 0 ? (
            <p className="empty-state">{EMPTY_PRODUCTS_MESSAGE}</p>
          ) : (
            <ProductGrid products={results.nodes} label={`Products matching ${query}`} priority />
          )}
          <ProductPager
            page={page}
            pageCount={results.pageCount}
            totalCount={results.totalCount}
            pageSize={PRODUCT_PAGE_SIZE}
            hrefOf={(p) => searchPageHref(query, p)}
            label={`products matching ${query}`}
          />
        </section>
      ) : null}
    </div>
  );
}
