import { AdminPayoutsScreen } from '@/features/admin/partners/screens/payouts-screen.tsx';

// /admin/payouts (partners.read): the console's payout runs.
export default function AdminPayoutsPage() {
  return <AdminPayoutsScreen />;
}
