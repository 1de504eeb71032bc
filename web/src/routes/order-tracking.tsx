import { useParams } from 'react-router';
import { OrderTrackingScreen } from '@/features/checkout/screens/order-tracking-screen.tsx';

// /orderconfirmation/:orderId/track: the checkout's tracking of one order.
export default function OrderTrackingRoute() {
  const { orderId = '' } = useParams();
  return <OrderTrackingScreen orderId={orderId} />;
}
