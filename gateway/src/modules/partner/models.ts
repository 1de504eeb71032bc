// The gateway's partner models: upstream's CP answers after the generated zod schemas parsed them
// and the module's mapping renamed them (profile-mapping.ts, program-mapping.ts, page-mapping.ts,
// earnings-mapping.ts, attribution-mapping.ts). They match the GraphQL
// types field for field, except Partner, which codegen.ts maps to PartnerRef: the partner's token,
// id and level, from which each field loads what it needs through the request's loaders.
import type { Money } from '@shop/commerce/money';
import type { PartnerLevel, PartnerLevelCode } from '@shop/commerce/partner/limits';
import type { UserError } from '../../graphql/user-errors.ts';

/** The parent of the Partner fields (codegen mapper). */
export interface PartnerRef {
  token: string;
  id: number;
  /** From the verified token (or upstream's login answer): what Master-only fields check. */
  level: PartnerLevelCode;
}

/** CP/CPDetails (own record) and CP/details (General partners under the caller). */
export interface PartnerRecord {
  id: number;
  code: string;
  level: PartnerLevel;
  name: string;
  surname: string;
  email: string;
  phone: string;
  countryId: number | null;
  country: string;
  stateId: number | null;
  state: string;
  city: string;
  address: string;
  pincode: string;
  referName: string;
  referEmail: string;
  referPhone: string;
  aadhaarMasked: string | null;
  aadhaarFileUrl: string | null;
  status: string;
  masterId: number | null;
}

/** CP/GetCPDetailsID: what the CP home shows. */
export interface PartnerCard {
  id: number;
  code: string;
  level: PartnerLevel;
  name: string;
  surname: string;
  referralLink: string;
  qrCode: string;
}

/** CP/CPLogin. */
/** A CP login captcha: the operands of 'What is a + b?' and the signed token that answers one login. */
export interface PartnerCaptcha {
  token: string;
  a: number;
  b: number;
}

export interface PartnerLogin {
  token: string;
  expiresAt: string | null;
  partnerId: number;
  level: PartnerLevelCode;
  /** The client's known-device token (the shop's extension). */
  deviceToken: string;
}

export interface PartnerBankDetails {
  bankName: string;
  accountNumber: string;
  accountType: string;
  city: string;
  address: string;
  branch: string;
  pan: string;
  swiftCode: string;
  rtgsIfscCode: string;
  neftIfscCode: string;
  micrCode: string;
  crossedChequeNumber: string;
  crossedChequeFileUrl: string | null;
  isDraft: boolean;
}

export interface PartnerNotification {
  id: number;
  subject: string;
  at: string;
  date: string;
  html: string;
}

export interface PartnerVideo {
  id: number;
  title: string;
  url: string;
}

export interface Salutation {
  id: number;
  name: string;
}

export interface IncentiveRates {
  nextLevelActivation: number;
  masterPercent: number;
  generalActivation: number;
  generalPercent: number;
  clientDiscount: number;
  maxDiscount: number;
}

export interface IncentiveTable {
  id: number;
  level: PartnerLevel;
  title: string;
  rates: IncentiveRates;
  canEditMasterPercent: boolean;
}

export interface IncentiveHistoryEntry {
  id: number;
  at: string;
  date: string;
  masterPercent: number;
  generalPercent: number;
  clientDiscount: number;
}

export interface NomineeIncentiveTable {
  partnerId: number;
  name: string;
  code: string;
  masterPercent: number;
  generalPercent: number;
  clientDiscount: number;
}

/** An incentive's state: pending (the order may still be cancelled or returned), approved, reversed or paid. */
export type IncentiveState = 'PENDING' | 'APPROVED' | 'REVERSED' | 'PAID';

export interface PartnerOrder {
  code: string;
  partnerName: string;
  customerName: string;
  billingAddress: string;
  billingCity: string;
  billingPincode: string;
  orderId: string;
  at: string;
  date: string;
  couponCode: string;
  products: Array<{ name: string; model: string; units: number }>;
  incentivePercent: number;
  incentiveAmount: Money;
  baseAmount: Money;
  role: string;
  status: IncentiveState;
  attributedBy: Attribution;
}

/** How an order reached the partner: their coupon or their referral link. */
export type Attribution = 'COUPON' | 'LINK';

export interface PartnerReferral {
  id: number;
  personName: string;
  recipient: string;
  at: string;
  date: string;
  code: string;
  couponCode: string | null;
  joined: boolean;
  status: string;
}

export interface ProposedIncentive {
  masterName: string;
  masterCode: string;
  name: string;
  code: string;
  masterPercent: number;
  generalPercent: number;
  clientDiscount: number;
}

export interface MessageTemplate {
  html: string;
  maxDiscount: number | null;
}

export interface SubPartner {
  id: number;
  name: string;
  surname: string;
  fullName: string;
  email: string;
  country: string;
  state: string;
  level: PartnerLevel;
  levelLabel: string;
  referName: string;
  referEmail: string;
  status: string;
}

export interface NominationInvite {
  name: string;
  email: string;
  masterName: string;
  masterCode: string;
  masterPercent: number;
  generalPercent: number;
  clientDiscount: number;
}

/** PartnerMessagePayload and the payloads shaped like it. */
export interface MessagePayload {
  ok: boolean;
  message: string | null;
  userErrors: UserError[];
}

/** CP/referral_visit: the visit token a shopper's session carries, and whose link it was. */
export interface ReferralVisit {
  token: string;
  expiresAt: string;
  partnerName: string;
}

export interface EarningTotal {
  count: number;
  amount: Money;
}

export interface EarningTotals {
  pending: EarningTotal;
  approved: EarningTotal;
  reversed: EarningTotal;
  paid: EarningTotal;
}

export interface EarningTransaction {
  id: number;
  orderId: string;
  customerName: string;
  status: IncentiveState;
  role: string;
  attributedBy: Attribution;
  percent: number;
  base: Money;
  amount: Money;
  /** ISO 8601; `date` is the same day as the portal shows it (dd-MM-yyyy). */
  createdAt: string;
  date: string;
  payoutPeriod: string | null;
}

export interface PartnerPayout {
  id: number;
  period: string;
  amount: Money;
  incentiveCount: number;
  paid: boolean;
  bankReference: string | null;
  /** dd-MM-yyyy; null until paid. */
  paidDate: string | null;
}

/** CP/earnings: one page of transactions and one of payouts, with the counts Partner.earnings pages them by. */
export interface PartnerEarningsAnswer {
  totals: EarningTotals;
  months: Array<{ month: string; totals: EarningTotals }>;
  hold: { code: string; message: string } | null;
  transactionTotal: number;
  transactions: EarningTransaction[];
  payoutTotal: number;
  payouts: PartnerPayout[];
  transactionsCsvUrl: string;
  payoutsCsvUrl: string;
  statements: Array<{ month: string; url: string }>;
}

/** What Partner.earnings asks CP/earnings for: a period (YYYY-MM-DD, India), a state, and the pages. */
export interface EarningsFilter {
  from?: string;
  to?: string;
  status?: IncentiveState;
  page: number;
  first: number;
  payoutPage: number;
  payoutFirst: number;
}
