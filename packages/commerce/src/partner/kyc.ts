// KYC of a channel partner before any payout: what the partner still has to provide, the review
// state that follows, and the plain words that tell a partner why payment is held. Pure.
import { PARTNER_STATUS } from './limits.ts';
import { KYC_STATUS, type KycStatus } from './payouts.ts';

export interface KycFacts {
  /** cP_STATUS: Active, Pending or Suspended. */
  partnerStatus: string;
  kycStatus: KycStatus;
  /** The reason of a rejection. */
  kycNote: string | null;
  aadhaarNumber: boolean;
  aadhaarDocument: boolean;
  policyAccepted: boolean;
  bankName: boolean;
  accountNumber: boolean;
  /** NEFT or RTGS IFSC. */
  ifsc: boolean;
  pan: boolean;
  crossedCheque: boolean;
}

export const KYC_ITEMS = [
  'aadhaarNumber',
  'aadhaarDocument',
  'policyAccepted',
  'bankName',
  'accountNumber',
  'ifsc',
  'pan',
  'crossedCheque',
] as const;
export type KycItem = (typeof KYC_ITEMS)[number];

export const KYC_ITEM_LABELS: Readonly<Record<KycItem, string>> = {
  aadhaarNumber: 'your Aadhaar number',
  aadhaarDocument: 'a copy of your Aadhaar',
  policyAccepted: 'your acceptance of the policy',
  bankName: 'your bank name',
  accountNumber: 'your bank account number',
  ifsc: 'an IFSC code',
  pan: 'your PAN',
  crossedCheque: 'a crossed cheque',
};

/** What the partner still has to provide, in the order of KYC_ITEMS. */
export function kycMissing(facts: KycFacts): KycItem[] {
  return KYC_ITEMS.filter((item) => !facts[item]);
}

/** "a, b and c" */
function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * The review state after the partner saved details: complete details go (back) to review when they
 * were incomplete or rejected, or when an approved partner changed its bank details or PAN;
 * incomplete details are incomplete again unless an operator has already rejected them.
 */
export function nextKycStatus(current: KycStatus, complete: boolean, bankOrPanChanged: boolean): KycStatus {
  if (!complete) return current === KYC_STATUS.REJECTED ? current : KYC_STATUS.INCOMPLETE;
  if (current === KYC_STATUS.INCOMPLETE || current === KYC_STATUS.REJECTED) return KYC_STATUS.SUBMITTED;
  if (current === KYC_STATUS.APPROVED && bankOrPanChanged) return KYC_STATUS.SUBMITTED;
  return current;
}

export type PayoutHold = { code: 'SUSPENDED' | 'KYC_INCOMPLETE' | 'KYC_IN_REVIEW' | 'KYC_REJECTED'; message: string };

/** Why payment is held for this partner, or null when its payouts may be made. */
export function payoutHold(facts: KycFacts): PayoutHold | null {
  if (facts.partnerStatus === PARTNER_STATUS.SUSPENDED)
    return { code: 'SUSPENDED', message: 'Payment is held: your partner account is suspended. Please contact us.' };
  const missing = kycMissing(facts);
  if (facts.kycStatus === KYC_STATUS.REJECTED)
    return {
      code: 'KYC_REJECTED',
      message: `Payment is held: your KYC was not approved${facts.kycNote ? `: ${facts.kycNote}` : ''}. Update your details to send them again.`,
    };
  if (missing.length > 0)
    return {
      code: 'KYC_INCOMPLETE',
      message: `Payment is held until your details are complete: add ${listOf(missing.map((m) => KYC_ITEM_LABELS[m]))}.`,
    };
  if (facts.kycStatus !== KYC_STATUS.APPROVED)
    return { code: 'KYC_IN_REVIEW', message: 'Payment is held while we review your KYC details.' };
  return null;
}
