import { AdminCustomersScreen } from '@/features/admin/customers/screens/customers-screen.tsx';

// /admin/customers (customers.read): the console's customers.
export default function AdminCustomersPage() {
  return <AdminCustomersScreen />;
}
