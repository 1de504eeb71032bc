import { Navigate } from 'react-router';
import { OrderDetails } from '@/features/checkout/components/order-details.tsx';
import { NO_ORDER_MESSAGE, ORDER_LOADING_TEXT } from '@/features/checkout/checkout-constants.ts';
import { useOrderConfirmationPageQuery } from '@/generated/operations/order-confirmation-page.ts';
import { paths } from '@shop/commerce/paths';
import { useSession } from '@/lib/session.ts';

function OrderScreen({ orderId }: { orderId: string }) {
  const { data, error } = useOrderConfirmationPageQuery({ variables: { orderId } });
  if (!data) {
    if (error) {
      console.warn('[checkout] order detail failed', error);
      return <p className="empty-state">{NO_ORDER_MESSAGE}</p>;
    }
    return (
      <p className="empty-state" role="status">
        {ORDER_LOADING_TEXT}
      </p>
    );
  }
  if (!data.viewer) return <Navigate to={paths.login.href()} replace />;
  if (!data.viewer.order) return <p className="empty-state">{NO_ORDER_MESSAGE}</p>;
  return <OrderDetails order={data.viewer.order} payment={data.viewer.orderPayment} />;
}

// /orderconfirmation/:orderId: where cash on delivery and the payment gateway land. Guests: /login.
export function OrderConfirmationScreen({ orderId }: { orderId: string }) {
  const { loggedIn } = useSession();
  if (!loggedIn) return <Navigate to={paths.login.href()} replace />;
  return (
    <div className="container page">
      <title>{`Order ${orderId}`}</title>
      <OrderScreen orderId={orderId} />
    </div>
  );
}
