import { AdminOrdersScreen } from '@/features/admin/orders/screens/orders-screen.tsx';

// /admin/orders (orders.read): the console's orders.
export default function AdminOrdersPage() {
  return <AdminOrdersScreen />;
}
