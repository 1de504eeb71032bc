import { EarningsScreen } from '@/features/partner/screens/earnings-screen.tsx';

// /cp/earnings: the portal's earnings and payouts.
export default function EarningsPage() {
  return <EarningsScreen />;
}
