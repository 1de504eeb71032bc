import { useState } from 'react';
import { PRODUCT_PAGE_SIZE } from '@shop/commerce/catalog/paging';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { NotFound } from '@/components/ui/not-found.tsx';
import { PageMeta } from '@/components/ui/page-meta.tsx';
import { CardGridSkeleton, LoadingRegion, Skeleton } from '@/components/ui/skeleton.tsx';
import { CategoryBanners } from '@/features/catalog/components/category-banners.tsx';
import { CategoryFilters } from '@/features/catalog/components/category-filters.tsx';
import { FilterSheet } from '@/features/catalog/components/filter-sheet.tsx';
import { ProductGrid, type ProductCardAction } from '@/features/catalog/components/product-card.tsx';
import { ProductPager } from '@/features/catalog/components/product-pager.tsx';
import { useScrollToOnPageChange } from '@/features/catalog/hooks/use-scroll-to-on-page-change.ts';
import { SortSelect } from '@/features/catalog/components/sort-select.tsx';
import { useCategoryFilters } from '@/features/catalog/hooks/use-category-filters.ts';
import { activeFilterCount } from '@/features/catalog/lib/filter-params.ts';
import { categoryPageVariables } from '@/features/catalog/lib/screen-variables.ts';
import { useCategoryPageQuery } from '@/generated/operations/category-page.ts';
import { EMPTY_PRODUCTS_MESSAGE } from '@/lib/constants.ts';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import './category-screen.css';

// /category/:slug. One request: header, category, banners, filters and one page of the filtered
// products with their count. Filters, sort and page live in the URL; changing one re-runs the
// query while the previous products stay shown, and a new filter or sort starts from page 1.
// While the first answer is on its way the sidebar shows the default price range (0 to 10000).
// Below 900 px the filters open in a sheet whose button says how many products they leave.
// `cardAction` is what each product card carries beside its name (the route's wishlist heart).
export function CategoryScreen({ slug, cardAction }: { slug?: string; cardAction?: ProductCardAction }) {
  const { state, hrefOfPage, ...actions } = useCategoryFilters();
  const variables = categoryPageVariables(slug, state);
  const wide = useMediaQuery('(min-width: 900px)', true);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const resultsRef = useScrollToOnPageChange<HTMLElement>(state.page);
  const { data, previousData, loading, error, refetch } = useCategoryPageQuery({
    variables,
    notifyOnNetworkStatusChange: true,
  });
  // Keep the previous result only while it is the same category (filters changing).
  const shown = data ?? (previousData?.category?.slug === variables.slug ? previousData : undefined);

  if (!shown && error) return <ErrorState onRetry={() => void refetch()} />;
  if (shown && !shown.category) return <NotFound />;
  const category = shown?.category ?? undefined;
  const productPage = category?.productPage;
  const products = productPage?.nodes;
  const total = productPage?.totalCount ?? 0;
  const updating = loading && !data;
  const activeFilters = activeFilterCount(state);
  const sheetOpen = !wide && filtersOpen;
  const filterPanel = <CategoryFilters filters={category?.filters} state={state} actions={actions} />;

  return (
    <div className="category-page">
      {category ? <PageMeta seo={category.seo} fallbackTitle={category.name} /> : null}
      {category ? (
        <CategoryBanners category={category} />
      ) : (
        <Skeleton className="banner-skeleton" height="calc(clamp(160px, 25vw, 320px) + var(--carousel-dots-height))" />
      )}
      <div className="container category-layout">
        <div className="category-heading">
          {category ? <h1>{category.name}</h1> : <Skeleton width="14rem" height="2.2rem" />}
          <button
            type="button"
            className="button button-secondary filters-toggle"
            aria-haspopup="dialog"
            aria-expanded={filtersOpen}
            onClick={() => setFiltersOpen(true)}
          >
            Filters
            {activeFilters > 0 ? <span className="filters-toggle-count"> ({activeFilters})</span> : null}
          </button>
        </div>
        {/* The sidebar and the sheet's button are both in the HTML, and the stylesheet shows the one
            the width calls for: a server-rendered page is laid out right before any script runs.
            While the sheet is open it holds the filters instead. */}
        {sheetOpen ? null : (
          <aside id="category-filters" className="category-sidebar" aria-label="Filters">
            {filterPanel}
          </aside>
        )}
        {sheetOpen ? (
          <FilterSheet
            resultCount={productPage ? total : undefined}
            counting={updating}
            activeCount={activeFilters}
            onClearAll={actions.clearAll}
            onClose={(reason) => {
              setFiltersOpen(false);
              if (reason === 'show') resultsRef.current?.scrollIntoView({ block: 'start' });
            }}
          >
            {filterPanel}
          </FilterSheet>
        ) : null}
        <section className="category-results" aria-label="Products" aria-busy={updating} ref={resultsRef}>
          <div className="category-toolbar">
            <p className="category-count" aria-live="polite">
              {!products || updating ? 'Loading products…' : `${total} ${total === 1 ? 'product' : 'products'}`}
            </p>
            <SortSelect value={state.sort} onChange={actions.setSort} />
          </div>
          {error ? <ErrorState onRetry={() => void refetch()} /> : null}
          {!products ? (
            <LoadingRegion label="Loading products">
              <CardGridSkeleton count={6} />
            </LoadingRegion>
          ) : (
            <div className={updating ? 'results-updating' : undefined}>
              {products.length === 0 && total === 0 ? (
                <p className="empty-state">{EMPTY_PRODUCTS_MESSAGE}</p>
              ) : (
                <ProductGrid
                  products={products}
                  label={`${category?.name ?? ''} products`}
                  priority
                  cardAction={cardAction}
                />
              )}
              {productPage ? (
                <ProductPager
                  page={state.page}
                  pageCount={productPage.pageCount}
                  totalCount={total}
                  pageSize={PRODUCT_PAGE_SIZE}
                  hrefOf={hrefOfPage}
                  label={`${category?.name ?? ''} products`}
                />
              ) : null}
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
