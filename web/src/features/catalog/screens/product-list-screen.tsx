import { useSearchParams } from 'react-router';
import { PRODUCT_PAGE_SIZE, pageNumberParam } from '@shop/commerce/catalog/paging';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageSkeleton } from '@/components/ui/page-skeleton.tsx';
import { ProductListCard } from '@/features/catalog/components/product-list-card.tsx';
import { ProductPager } from '@/features/catalog/components/product-pager.tsx';
import { useScrollToOnPageChange } from '@/features/catalog/hooks/use-scroll-to-on-page-change.ts';
import { useProductListPageQuery } from '@/generated/operations/product-list-page.ts';
import { EMPTY_PRODUCTS_MESSAGE } from '@/lib/constants.ts';

// /category/productlist?page=N: the listed products a page at a time, in menu order; each links
// to its product page.
export function ProductListScreen() {
  const [params] = useSearchParams();
  const page = pageNumberParam(params.get('page'));
  const { data, previousData, error, refetch } = useProductListPageQuery({ variables: { page } });
  const listRef = useScrollToOnPageChange<HTMLUListElement>(page);
  const shown = (data ?? previousData)?.productListPage;
  if (!shown) {
    if (error) return <ErrorState onRetry={() => void refetch()} />;
    return <PageSkeleton label="Loading products" />;
  }
  return (
    <div className="container page">
      <title>All products</title>
      <h1>All products</h1>
      {shown.totalCount === 0 ? (
        <p className="empty-state">{EMPTY_PRODUCTS_MESSAGE}</p>
      ) : (
        <ul className="card-grid" aria-label="All products" aria-busy={!data} ref={listRef}>
          {shown.nodes.map((item) => (
            <li key={item.id}>
              <ProductListCard item={item} />
            </li>
          ))}
        </ul>
      )}
      <ProductPager
        page={page}
        pageCount={shown.pageCount}
        totalCount={shown.totalCount}
        pageSize={PRODUCT_PAGE_SIZE}
        hrefOf={(p) => (p > 1 ? `?page=${p}` : '?')}
        label="all products"
      />
    </div>
  );
}
