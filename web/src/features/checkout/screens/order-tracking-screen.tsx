import { Link, Navigate } from 'react-router';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageSkeleton } from '@/components/ui/page-skeleton.tsx';
import { NO_ORDER_MESSAGE } from '@/features/checkout/checkout-constants.ts';
import { OrderTracking } from '@/features/checkout/components/order-tracking.tsx';
import { dayText } from '@/features/checkout/lib/order-tracking.ts';
import { useOrderTrackingPageQuery } from '@/generated/operations/order-tracking-page.ts';
import { paths } from '@shop/commerce/paths';
import { useSession } from '@/lib/session.ts';

function TrackingScreen({ orderId }: { orderId: string }) {
  // The status moves on the server: always ask when the page opens.
  const { data, error, refetch } = useOrderTrackingPageQuery({
    variables: { orderId },
    fetchPolicy: 'cache-and-network',
  });
  if (!data) {
    if (error) return <ErrorState onRetry={() => void refetch()} />;
    return <PageSkeleton label="Loading your order" />;
  }
  if (!data.viewer) return <Navigate to={paths.login.href()} replace />;
  const order = data.viewer.order;
  if (!order) return <p className="empty-state">{NO_ORDER_MESSAGE}</p>;
  return (
    <>
      <p>
        {`Placed on ${dayText(order.date)} · ${order.total.formatted} · `}
        <Link to={paths.orderConfirmation.href(order.orderId)}>Order details</Link>
      </p>
      <OrderTracking order={order} />
      <Link to={paths.orderList.href()}>All orders</Link>
    </>
  );
}

// /orderconfirmation/:orderId/track: where one order is (status, timeline, courier link, expected
// delivery) and what the shopper may do now. Guests: /login.
export function OrderTrackingScreen({ orderId }: { orderId: string }) {
  const { loggedIn } = useSession();
  if (!loggedIn) return <Navigate to={paths.login.href()} replace />;
  return (
    <div className="container page">
      <title>{`Track order ${orderId}`}</title>
      <h1>{`Order ${orderId}`}</h1>
      <TrackingScreen orderId={orderId} />
    </div>
  );
}
