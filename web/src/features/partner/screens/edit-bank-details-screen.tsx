import { BankDetailsForm } from '@/features/partner/components/bank-details-form.tsx';
import { PartnerPage } from '@/features/partner/components/partner-page.tsx';
import { useCpEditBankDetailsPageQuery } from '@/generated/operations/cp-edit-bank-details-page.ts';

// /CP/BankDetails (and /cp/bankdetails): edit the bank details and the crossed cheque.
export function EditBankDetailsScreen() {
  const { data, loading, error } = useCpEditBankDetailsPageQuery();
  return (
    <PartnerPage title="Edit Bank Details" loading={loading && !data} error={error}>
      {data ? <BankDetailsForm partner={data.partner} /> : null}
    </PartnerPage>
  );
}
