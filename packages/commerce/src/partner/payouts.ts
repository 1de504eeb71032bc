// The vocabulary of the paying partner program, shared by upstream, gateway and web: the states of
// an incentive, of a partner's KYC review and of a payout, with the labels partners and operators
// see, and the program's named settings. The rules that move between states live beside it
// (attribution.ts, incentive-lifecycle.ts); this file holds names, settings and period arithmetic.
import { shopDate } from '../shop-time.ts';

/** An incentive's state: Pending while its order can still be cancelled or returned, then Approved, Reversed or Paid. */
export const INCENTIVE_STATUSES = ['pending', 'approved', 'reversed', 'paid'] as const;
export type IncentiveStatus = (typeof INCENTIVE_STATUSES)[number];
export const INCENTIVE_STATUS = {
  PENDING: 'pending',
  APPROVED: 'approved',
  REVERSED: 'reversed',
  PAID: 'paid',
} as const satisfies Record<string, IncentiveStatus>;
export const INCENTIVE_STATUS_LABELS: Readonly<Record<IncentiveStatus, string>> = {
  pending: 'Pending',
  approved: 'Approved',
  reversed: 'Reversed',
  paid: 'Paid',
};
export function isIncentiveStatus(value: unknown): value is IncentiveStatus {
  return typeof value === 'string' && (INCENTIVE_STATUSES as readonly string[]).includes(value);
}

/** How an order reached a partner. 'self' records a self-referral, which earns nothing. */
export const ATTRIBUTIONS = ['coupon', 'link', 'self'] as const;
export type Attribution = (typeof ATTRIBUTIONS)[number];
export const ATTRIBUTION_LABELS: Readonly<Record<Attribution, string>> = {
  coupon: 'Coupon',
  link: 'Referral link',
  self: 'Self-referral (no incentive)',
};

/** A partner's KYC review: documents and bank details checked by an operator before any payout. */
export const KYC_STATUSES = ['incomplete', 'submitted', 'approved', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];
export const KYC_STATUS = {
  INCOMPLETE: 'incomplete',
  SUBMITTED: 'submitted',
  APPROVED: 'approved',
  REJECTED: 'rejected',
} as const satisfies Record<string, KycStatus>;
export const KYC_STATUS_LABELS: Readonly<Record<KycStatus, string>> = {
  incomplete: 'Incomplete',
  submitted: 'Awaiting review',
  approved: 'Approved',
  rejected: 'Rejected',
};
export function isKycStatus(value: unknown): value is KycStatus {
  return typeof value === 'string' && (KYC_STATUSES as readonly string[]).includes(value);
}

/** One partner's payout in a run. */
export const PAYOUT_STATUSES = ['pending', 'paid'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** How long a visit through a referral link attributes orders (the REFERRAL_WINDOW_DAYS setting's default). */
export const REFERRAL_WINDOW_DAYS_DEFAULT = 30;
/** The referral link's query parameter: /?ref=V5M1001. */
export const REFERRAL_PARAM = 'ref';
/** A CP code as a referral link carries it (any case): checked alike by the web, the gateway and upstream. */
export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9]{1,20}$/;
export const REFERRAL_ERRORS = {
  unknownCode: { code: 'REFERRAL_UNKNOWN', message: 'This referral link is not valid.' },
} as const;
/** A payout run's period: YYYY-MM. */
export const PAYOUT_PERIOD_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
/** A bank reference (UTR or cheque number) when marking a payout paid. */
export const BANK_REFERENCE_PATTERN = /^[A-Za-z0-9/-]{4,60}$/;
/** A KYC rejection's or suspension's reason, which the partner (rejection) or operators (suspension) read. */
export const REVIEW_NOTE_MIN_LENGTH = 5;
export const REVIEW_NOTE_MAX_LENGTH = 500;

/** The instant a payout period (YYYY-MM) ends: the next month's first midnight in India. */
export function payoutPeriodEnd(period: string): Date {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return new Date(`${next}-01T00:00:00+05:30`);
}

/** The newest period that has ended at `now` (the month before the current one in India). */
export function lastEndedPeriod(now: Date): string {
  const [year, month] = shopDate(now).split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

export const PAYOUT_ERRORS = {
  period: { code: 'PAYOUT_PERIOD', message: 'Choose a month that has ended.' },
  runExists: { code: 'PAYOUT_RUN_EXISTS', message: 'A payout run for this month exists already.' },
  nothingToPay: {
    code: 'NOTHING_TO_PAY',
    message: 'Nothing to pay for this month: no approved incentives of partners with approved KYC.',
  },
  reference: {
    code: 'BANK_REFERENCE',
    message: 'Enter the bank reference (UTR or cheque number): 4 to 60 letters or digits.',
  },
  alreadyPaid: { code: 'PAYOUT_PAID', message: 'This payout is marked paid already.' },
  kycNotSubmitted: {
    code: 'KYC_NOT_SUBMITTED',
    message: "This partner's details are not complete: nothing to review yet.",
  },
  reviewNote: { code: 'REVIEW_NOTE', message: 'Give the reason in 5 to 500 characters: the partner reads it.' },
} as const;
