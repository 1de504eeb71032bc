import { ManageCpScreen } from '@/features/partner/screens/manage-cp-screen.tsx';

// /cp/manage_cp: the program's V5.1 partners.
export default function ManageCpPage() {
  return <ManageCpScreen />;
}
