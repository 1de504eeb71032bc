import { useSearchParams } from 'react-router';
import { normaliseSearchQuery } from '@shop/commerce/catalog/search';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { CardGridSkeleton, LoadingRegion } from '@/components/ui/skeleton.tsx';
import { ProductGrid } from '@/features/catalog/components/product-card.tsx';
import { useSearchPageQuery } from '@/generated/operations/search-page.ts';
import { EMPTY_PRODUCTS_MESSAGE } from '@/lib/constants.ts';

// /search?q=...: the header search's results (name, model or category match every word). One
// request: header and results; a blank query costs the gateway no upstream call.
export default function SearchRoute() {
  const [params] = useSearchParams();
  const query = normaliseSearchQuery(params.get('q'));
  const { data, error, refetch } = useSearchPageQuery({ variables: { query } });
  const products = data?.productSearch;
  const heading = query ? `Search results for “${query}”` : 'Search';

  return (
    <div className="container page">
      <title>{query ? `Search: ${query}` : 'Search'}</title>
      <h1>{heading}</h1>
      {!query ? <p className="empty-state">Type a product name, model or category in the search box.</p> : null}
      {query && !data && error ? <ErrorState onRetry={() => void refetch()} /> : null}
      {query && !data && !error ? (
        <LoadingRegion label="Searching">
          <CardGridSkeleton count={4} />
        </LoadingRegion>
      ) : null}
      {query && products ? (
        <section aria-label="Search results">
          <p
            className="category-count"
            aria-live="polite"
          >{`${products.length} ${products.length === 1 ? 'product' : 'products'}`}</p>
          {products.length === 0 ? (
            <p className="empty-state">{EMPTY_PRODUCTS_MESSAGE}</p>
          ) : (
            <ProductGrid products={products} label={`Products matching ${query}`} priority />
          )}
        </section>
      ) : null}
    </div>
  );
}
