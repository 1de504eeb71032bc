import { useParams } from 'react-router';
import { AdminPayoutRunScreen } from '@/features/admin/partners/screens/payout-run-screen.tsx';

// /admin/payouts/:id (partners.read): the console's one payout run.
export default function AdminPayoutRunPage() {
  const { id = '' } = useParams();
  return <AdminPayoutRunScreen id={id} />;
}
