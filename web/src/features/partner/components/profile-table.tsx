import type { ReactNode } from 'react';
import type { ProfileTable_PartnerFragment } from '@/generated/graphql.ts';
import './partner.css';

/** One row of a read-only details table: a header cell and the value ('-' when blank). */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{children === '' || children === null || children === undefined ? '-' : children}</td>
    </tr>
  );
}

/** A link to a document the server signed for a short while (opens in a new tab). */
export function DocumentLink({ href, children }: { href: string | null; children: string }) {
  if (!href) return null;
  return (
    <a className="cp-document-link" href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** The CP profile table (spec section 2): the partner's details, the masked Aadhaar and its document. */
export function ProfileTable({ partner, caption }: { partner: ProfileTable_PartnerFragment; caption: string }) {
  return (
    <div className="cp-table-wrap">
      <table className="cp-table">
        <caption className="visually-hidden">{caption}</caption>
        <tbody>
          <DetailRow label="Name">{partner.fullName}</DetailRow>
          <DetailRow label="Country">{partner.country}</DetailRow>
          <DetailRow label="State">{partner.state}</DetailRow>
          <DetailRow label="Email">{partner.email}</DetailRow>
          <DetailRow label="Phone">{partner.phone}</DetailRow>
          <DetailRow label="City">{partner.city}</DetailRow>
          <DetailRow label="Address">{partner.address}</DetailRow>
          <DetailRow label="Pincode">{partner.pincode}</DetailRow>
          <DetailRow label="Refer Name">{partner.referName}</DetailRow>
          <DetailRow label="Refer Email">{partner.referEmail}</DetailRow>
          <DetailRow label="Refer Phone">{partner.referPhone}</DetailRow>
          <DetailRow label="Aadhar Number">
            {partner.aadhaarMasked || partner.aadhaarFileUrl ? (
              <>
                {partner.aadhaarMasked ?? ''}{' '}
                <DocumentLink href={partner.aadhaarFileUrl}>View Aadhar Card</DocumentLink>
              </>
            ) : null}
          </DetailRow>
          <DetailRow label="Status">{partner.status}</DetailRow>
        </tbody>
      </table>
    </div>
  );
}
