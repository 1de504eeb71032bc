import { IncentiveDetailsScreen } from '@/features/partner/screens/incentive-details-screen.tsx';

// /cp/incentive_details: the portal's incentives earned.
export default function IncentiveDetailsPage() {
  return <IncentiveDetailsScreen />;
}
