import { CustomerSupportScreen } from '@/features/support/screens/customer-support-screen.tsx';

// /customersupport: support's hub (raise, track, manuals).
export default function CustomerSupportRoute() {
  return <CustomerSupportScreen />;
}
