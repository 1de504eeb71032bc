import { Link } from 'react-router';
import { BankDetailsTable, DraftNotice } from '@/features/partner/components/bank-details-table.tsx';
import { PartnerPage } from '@/features/partner/components/partner-page.tsx';
import { useCpBankDetailsPageQuery } from '@/generated/operations/cp-bank-details-page.ts';
import { paths } from '@shop/commerce/paths';

// /cp/cp_bank_details (and /CP/CP_Bank_Details, the same path case-insensitively): the bank
// details, the red draft notice while any field is blank, and a Manage / Edit link.
export function BankDetailsScreen() {
  const { data, loading, error } = useCpBankDetailsPageQuery();
  return (
    <PartnerPage
      title="Bank Details"
      loading={loading && !data}
      error={error}
      actions={
        <Link className="button button-secondary" to={paths.cp.bankDetailsEdit.href()}>
          Manage / Edit
        </Link>
      }
    >
      {data ? (
        <>
          <DraftNotice bankDetails={data.partner.bankDetails} />
          <BankDetailsTable bankDetails={data.partner.bankDetails} />
        </>
      ) : null}
    </PartnerPage>
  );
}
