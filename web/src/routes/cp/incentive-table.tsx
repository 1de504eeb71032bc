import { IncentiveTableScreen } from '@/features/partner/screens/incentive-table-screen.tsx';

// /cp/incentivetable: the program's incentive table.
export default function IncentiveTablePage() {
  return <IncentiveTableScreen />;
}
