import { useParams } from 'react-router';
import { AdminRequestScreen } from '@/features/admin/support/screens/request-screen.tsx';

// /admin/requests/:id (support.read): the console's one service request.
export default function AdminRequestPage() {
  const { id = '' } = useParams();
  return <AdminRequestScreen id={id} />;
}
