import { NominatedCpScreen } from '@/features/partner/screens/nominated-cp-screen.tsx';

// /cp/nominatedcp and /cp/mynominatedcp: the program's nominations.
export default function NominatedCpPage() {
  return <NominatedCpScreen />;
}
