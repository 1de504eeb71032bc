import { PartnerSupportScreen } from '@/features/partner/screens/partner-support-screen.tsx';

// /cp/support: the portal's support form.
export default function PartnerSupportPage() {
  return <PartnerSupportScreen />;
}
