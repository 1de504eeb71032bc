import { AdminRegistrationsScreen } from '@/features/admin/support/screens/registrations-screen.tsx';

// /admin/registrations (support.read): the console's product registrations.
export default function AdminRegistrationsPage() {
  return <AdminRegistrationsScreen />;
}
