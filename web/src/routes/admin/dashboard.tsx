import { AdminDashboardScreen } from '@/features/admin/insights/screens/dashboard-screen.tsx';

// /admin (every operator): the console's dashboard.
export default function AdminDashboardPage() {
  return <AdminDashboardScreen />;
}
