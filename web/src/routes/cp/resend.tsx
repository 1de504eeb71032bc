import { ResendScreen } from '@/features/partner/screens/resend-screen.tsx';

// /Resend: the program's confirmation page.
export default function ResendPage() {
  return <ResendScreen />;
}
