import { CpHomeScreen } from '@/features/partner/screens/cp-home-screen.tsx';

// /Home: the portal's default page.
export default function CpHomePage() {
  return <CpHomeScreen />;
}
