import { AdminRequestsScreen } from '@/features/admin/support/screens/requests-screen.tsx';

// /admin/requests (support.read): the console's service request queue.
export default function AdminRequestsPage() {
  return <AdminRequestsScreen />;
}
