// The labels of a partner's account status and KYC state in the console's lists and pages.
import { KYC_STATUS_LABELS, type KycStatus as KycKey } from '@shop/commerce/partner/payouts';
import type { KycStatus, PartnerAccountStatus } from '@/generated/graphql.ts';
import './partners.css';

const ACCOUNT_LABELS: Record<PartnerAccountStatus, string> = {
  ACTIVE: 'Active',
  PENDING: 'Pending',
  SUSPENDED: 'Suspended',
};

export function AccountStatusBadge({ status }: { status: PartnerAccountStatus }) {
  return <span className={`admin-partner-badge admin-partner-${status.toLowerCase()}`}>{ACCOUNT_LABELS[status]}</span>;
}

export function KycBadge({ status }: { status: KycStatus }) {
  const key = status.toLowerCase() as KycKey;
  return <span className={`admin-partner-badge admin-kyc-${key}`}>{KYC_STATUS_LABELS[key]}</span>;
}
