import { useParams } from 'react-router';
import { AdminOrderScreen } from '@/features/admin/orders/screens/order-screen.tsx';

// /admin/orders/:id (orders.read): the console's one order.
export default function AdminOrderPage() {
  const { id = '' } = useParams();
  return <AdminOrderScreen id={id} />;
}
