import { AdminRefundsScreen } from '@/features/admin/orders/screens/refunds-screen.tsx';

// /admin/refunds (operators who may refund): the console's refunds to send back.
export default function AdminRefundsPage() {
  return <AdminRefundsScreen />;
}
