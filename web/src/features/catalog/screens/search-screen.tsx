import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PRODUCT_PAGE_SIZE, pageNumberParam } from '@shop/commerce/catalog/paging';
import { normaliseSearchQuery } from '@shop/commerce/catalog/search';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { CardGridSkeleton, LoadingRegion } from '@/components/ui/skeleton.tsx';
import { ProductGrid, type ProductCardAction } from '@/features/catalog/components/product-card.tsx';
import { ProductPager } from '@/features/catalog/components/product-pager.tsx';
import { SearchFilters } from '@/features/catalog/components/search-filters.tsx';
import { useScrollToOnPageChange } from '@/features/catalog/hooks/use-scroll-to-on-page-change.ts';
import { searchFilterParams, searchResultsHref } from '@/features/catalog/lib/search-params.ts';
import { useSearchPageQuery } from '@/generated/operations/search-page.ts';
import { EMPTY_PRODUCTS_MESSAGE } from '@/lib/constants.ts';

// /search?q=...&cat=ID&min=N&max=N&page=N: the header search's results (synonyms, typos and
// prefixes: schema/search.graphql), a page at a time with the count of all, filtered by category
// and price, with "Did you mean" when a word was corrected. One request: header and results; a
// blank query costs the gateway no upstream call. `cardAction` is what each product card carries
// beside its name (the route's wishlist heart).
export function SearchScreen({ cardAction }: { cardAction?: ProductCardAction }) {
  const [params] = useSearchParams();
  const query = normaliseSearchQuery(params.get('q'));
  const page = pageNumberParam(params.get('page'));
  const filter = searchFilterParams(params);
  const navigate = useNavigate();
  const { data, previousData, error, refetch } = useSearchPageQuery({
    variables: {
      query,
      page,
      filter: { categoryId: filter.categoryId, minPrice: filter.minPrice, maxPrice: filter.maxPrice },
    },
  });
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
          {results.correctedQuery ? (
            <p className="search-corrected">
              Did you mean <Link to={searchResultsHref(results.correctedQuery, filter)}>{results.correctedQuery}</Link>?
              Showing the closest matches.
            </p>
          ) : null}
          {results.categories.length > 0 ||
          filter.categoryId ||
          filter.minPrice !== null ||
          filter.maxPrice !== null ? (
            <SearchFilters
              query={query}
              filter={filter}
              categories={results.categories}
              onPrice={(minPrice, maxPrice) =>
                void navigate(searchResultsHref(query, { ...filter, minPrice, maxPrice }))
              }
            />
          ) : null}
          <p
            className="category-count"
            aria-live="polite"
          >{`${results.totalCount} ${results.totalCount === 1 ? 'product' : 'products'}`}</p>
          {results.totalCount === 0 ? (
            <p className="empty-state">{EMPTY_PRODUCTS_MESSAGE}</p>
          ) : (
            <ProductGrid
              products={results.nodes}
              label={`Products matching ${query}`}
              priority
              cardAction={cardAction}
            />
          )}
          <ProductPager
            page={page}
            pageCount={results.pageCount}
            totalCount={results.totalCount}
            pageSize={PRODUCT_PAGE_SIZE}
            hrefOf={(p) => searchResultsHref(query, filter, p)}
            label={`products matching ${query}`}
          />
        </section>
      ) : null}
    </div>
  );
}
