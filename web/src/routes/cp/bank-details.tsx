import { BankDetailsScreen } from '@/features/partner/screens/bank-details-screen.tsx';

// /cp/cp_bank_details: the portal's bank details.
export default function BankDetailsPage() {
  return <BankDetailsScreen />;
}
