import { Navigate, useSearchParams } from 'react-router';
import { pageNumberParam } from '@shop/commerce/catalog/paging';
import { ORDER_PAGE_SIZE, orderPageSizeParam, type OrderPageSize } from '@shop/commerce/checkout/order-paging';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageSkeleton } from '@/components/ui/page-skeleton.tsx';
import { OrderHistory } from '@/features/checkout/components/order-history.tsx';
import { useOrderListPageQuery } from '@/generated/operations/order-list-page.ts';
import { paths } from '@shop/commerce/paths';

/** The search of a page of the history: page 1 and the default size leave the URL plain. */
function searchOf(page: number, size: OrderPageSize): string {
  const params = new URLSearchParams();
  if (size !== ORDER_PAGE_SIZE) params.set('size', String(size));
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

// /orderlist (Track My Order), beside the account menu (the route's): one page of the orders
// (?page=, ?size=10|20) and the pre-bookings.
export function OrderListScreen() {
  const [params, setParams] = useSearchParams();
  const page = pageNumberParam(params.get('page'));
  const size = orderPageSizeParam(params.get('size'));
  // Invoice links are signed and expire: always ask the server when the page opens. While another
  // page loads, the shown one stays (marked busy).
  const { data, previousData, loading, error, refetch } = useOrderListPageQuery({
    variables: { page, first: size },
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  if (!shown) {
    if (error) return <ErrorState onRetry={() => void refetch()} />;
    return <PageSkeleton label="Loading your orders" />;
  }
  if (!shown.viewer) return <Navigate to={paths.login.href()} replace />;
  if (error && !data) return <ErrorState onRetry={() => void refetch()} />;
  return (
    <OrderHistory
      viewer={shown.viewer}
      pageSize={size}
      busy={loading && !data}
      hrefOf={(p) => `${paths.orderList.href()}${searchOf(p, size)}`}
      onPageSizeChange={(next) => setParams(new URLSearchParams(searchOf(1, next)))}
    />
  );
}
