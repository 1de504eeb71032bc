import type { BankDetailsTable_BankDetailsFragment } from '@/generated/graphql.ts';
import { DRAFT_NOTICE } from '@/features/partner/partner-constants.ts';
import { DetailRow, DocumentLink } from './profile-table.tsx';
import './partner.css';

/** The red notice while any bank field (the cheque file included) is blank. */
export function DraftNotice({ bankDetails }: { bankDetails: Pick<BankDetailsTable_BankDetailsFragment, 'isDraft'> }) {
  return bankDetails.isDraft ? <p className="cp-draft">{DRAFT_NOTICE}</p> : null;
}

/** The bank details view (spec section 2), with the crossed cheque's document link. */
export function BankDetailsTable({ bankDetails }: { bankDetails: BankDetailsTable_BankDetailsFragment }) {
  return (
    <div className="cp-table-wrap">
      <table className="cp-table">
        <caption className="visually-hidden">Bank details</caption>
        <tbody>
          <DetailRow label="Bank Name">{bankDetails.bankName}</DetailRow>
          <DetailRow label="Account No">{bankDetails.accountNumber}</DetailRow>
          <DetailRow label="Account Type">{bankDetails.accountType}</DetailRow>
          <DetailRow label="City">{bankDetails.city}</DetailRow>
          <DetailRow label="Address">{bankDetails.address}</DetailRow>
          <DetailRow label="Branch">{bankDetails.branch}</DetailRow>
          <DetailRow label="PAN">{bankDetails.pan}</DetailRow>
          <DetailRow label="SWIFT">{bankDetails.swiftCode}</DetailRow>
          <DetailRow label="RTGS IFCS">{bankDetails.rtgsIfscCode}</DetailRow>
          <DetailRow label="NEFT IFCS">{bankDetails.neftIfscCode}</DetailRow>
          <DetailRow label="MICR">{bankDetails.micrCode}</DetailRow>
          <DetailRow label="Crossed Cheque No">
            {bankDetails.crossedChequeNumber || bankDetails.crossedChequeFileUrl ? (
              <>
                {bankDetails.crossedChequeNumber}{' '}
                <DocumentLink href={bankDetails.crossedChequeFileUrl}>View Crossed Cheque</DocumentLink>
              </>
            ) : null}
          </DetailRow>
        </tbody>
      </table>
    </div>
  );
}
