import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageSkeleton } from '@/components/ui/page-skeleton.tsx';
import { ProductListCard } from '@/features/catalog/components/product-list-card.tsx';
import { useProductListPageQuery } from '@/generated/operations/product-list-page.ts';
import { EMPTY_PRODUCTS_MESSAGE } from '@/lib/constants.ts';

// /category/productlist: every listed product; each links to its product page.
export default function ProductListRoute() {
  const { data, error, refetch } = useProductListPageQuery();
  if (!data) {
    if (error) return <ErrorState onRetry={() => void refetch()} />;
    return <PageSkeleton label="Loading products" />;
  }
  return (
    <div className="container page">
      <title>All products</title>
      <h1>All products</h1>
      {data.productList.length === 0 ? (
        <p className="empty-state">{EMPTY_PRODUCTS_MESSAGE}</p>
      ) : (
        <ul className="card-grid" aria-label="All products">
          {data.productList.map((item) => (
            <li key={item.id}>
              <ProductListCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
