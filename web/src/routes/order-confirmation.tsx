import { useParams } from 'react-router';
import { OrderConfirmationScreen } from '@/features/checkout/screens/order-confirmation-screen.tsx';

// /orderconfirmation/:orderId: the checkout's order details.
export default function OrderConfirmationRoute() {
  const { orderId = '' } = useParams();
  return <OrderConfirmationScreen orderId={orderId} />;
}
