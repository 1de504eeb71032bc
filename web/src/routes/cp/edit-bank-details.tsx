import { EditBankDetailsScreen } from '@/features/partner/screens/edit-bank-details-screen.tsx';

// /CP/BankDetails: the portal's bank details form.
export default function EditBankDetailsPage() {
  return <EditBankDetailsScreen />;
}
