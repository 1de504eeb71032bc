import { useParams } from 'react-router';
import { AdminCustomerScreen } from '@/features/admin/customers/screens/customer-screen.tsx';

// /admin/customers/:id (customers.read): the console's one customer.
export default function AdminCustomerPage() {
  const { id = '' } = useParams();
  return <AdminCustomerScreen id={id} />;
}
