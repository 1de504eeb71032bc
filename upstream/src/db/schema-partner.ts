// Kysely tables of the channel partner portal (migration 0009). Timestamps are ISO strings;
// percents and amounts are numbers (amounts in rupees).
import type { Generated } from 'kysely';

export interface SalutationTable {
  id: number;
  salutation: string;
}

export interface ChannelPartnerTable {
  id: Generated<number>;
  /** The CP code shown as v5, e.g. V5M1001 (Master) or V5G1003 (General). */
  code: string;
  /** 1 Master, 2 General (spec section 9). */
  level: number;
  /** The Master above a General partner; null for a Master. */
  master_id: number | null;
  salutation_id: number | null;
  name: string;
  surname: Generated<string>;
  /** Lowercased; the login (the spec's "CP code (email)"). */
  email: string;
  phone: Generated<string>;
  country_id: number | null;
  state_id: number | null;
  city: Generated<string>;
  address: Generated<string>;
  pincode: Generated<string>;
  refer_name: Generated<string>;
  refer_email: Generated<string>;
  refer_phone: Generated<string>;
  /** 12 digits, never answered unmasked. */
  aadhaar: string | null;
  /** Stored file name of the Aadhaar document (random, under DATA_DIR). */
  aadhaar_file: string | null;
  policy_accepted_at: string | null;
  /** cP_STATUS: 'Active' (can log in), 'Pending' (no password set yet) or 'Suspended' (by an operator). */
  status: string;
  /** Why an operator suspended the partner (shown to operators), null otherwise. */
  status_note: string | null;
  /** KYC review (@shop/commerce/partner/payouts KYC_STATUS): incomplete, submitted, approved, rejected. */
  kyc_status: Generated<string>;
  /** The reason of a rejection, which the partner sees; null otherwise. */
  kyc_note: string | null;
  kyc_submitted_at: string | null;
  kyc_reviewed_at: string | null;
  /** operators.id of the reviewer. */
  kyc_reviewed_by: number | null;
  /** null until the partner sets a password through the mailed link. */
  password_hash: string | null;
  /** Partner tokens without a version issued before this instant are refused (password change or reset). */
  password_changed_at: string;
  /** Partner sessions of another version are refused: a password change, reset or suspension adds one. */
  session_version: Generated<number>;
  /** The shopper account of the same email, made or found by CP/userloginbycp. */
  shopper_user_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface PartnerBankDetailsTable {
  partner_id: number;
  bank_name: Generated<string>;
  bank_account_no: Generated<string>;
  bank_account_type: Generated<string>;
  bank_city: Generated<string>;
  bank_address: Generated<string>;
  bank_branch: Generated<string>;
  pan_no: Generated<string>;
  swift_code: Generated<string>;
  rtgs_ifsc_code: Generated<string>;
  neft_ifsc_code: Generated<string>;
  micr_code: Generated<string>;
  crossed_cheque_no: Generated<string>;
  /** Stored file name of the crossed cheque (random, under DATA_DIR). */
  crossed_cheque_file: string | null;
  updated_at: string;
}

export interface PartnerNotificationTable {
  id: Generated<number>;
  subject: string;
  /** HTML body (sanitised by the gateway before it reaches a page). */
  html: string;
  created_at: string;
}

export interface PartnerVideoTable {
  id: Generated<number>;
  title: string;
  /** An embeddable video URL (https://www.youtube-nocookie.com/embed/...). */
  url: string;
  position: number;
}

export interface PartnerPasswordTokenTable {
  id: Generated<number>;
  partner_id: number;
  /** SHA-256 hex of the token mailed in the link. */
  token_hash: string;
  /** 'reset' (forgot password, 30 minutes) or 'welcome' (first password of a new partner, 7 days). */
  purpose: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface PartnerLoginAttemptTable {
  id: Generated<number>;
  /** Lowercased email as typed. */
  email: string;
  ip: string;
  succeeded: number;
  at: string;
}

export interface PartnerSupportRequestTable {
  id: Generated<number>;
  partner_id: number | null;
  cpname: string;
  cpsurname: string;
  emailid: string;
  message: string;
  created_at: string;
}

/** The incentive program's defaults (one row, id 1): CommonData/CP_INCENTIVE. */
export interface PartnerProgramTable {
  id: number;
  txt_v5_0: number;
  txt_v5_1: number;
  txt_v5_1_0: number;
  txt_v5_1_1: number;
  txt_discount1: number;
  max_discount: number;
}

/**
 * A partner's incentive table in force. For a Master: txt_v5_1 is its percent on orders of its
 * own coupons. For a General: txt_v5_1 is its Master's percent and txt_v5_1_1 its own, on orders
 * of the General's coupons. txt_discount1 is the client discount of the partner's coupons.
 */
export interface PartnerIncentiveTableTable {
  partner_id: number;
  txt_v5_0: number;
  txt_v5_1: number;
  txt_v5_1_0: number;
  txt_v5_1_1: number;
  txt_discount1: number;
  max_discount: number;
  updated_at: string;
}

/** Every change of a partner's table, the values after the change. */
export interface PartnerIncentiveHistoryTable {
  id: Generated<number>;
  partner_id: number;
  txt_v5_0: number;
  txt_v5_1: number;
  txt_v5_1_0: number;
  txt_v5_1_1: number;
  txt_discount1: number;
  changed_by: number | null;
  change_date: string;
}

/** A coupon a partner shared (the coupon itself is a row of `coupons`, source 'partner'). */
export interface PartnerCouponShareTable {
  id: Generated<number>;
  partner_id: number;
  coupon_id: number;
  share_person_name: string;
  /** Lowercased email or a 10-digit number. */
  recipient: string;
  message: string;
  created_at: string;
}

export interface PartnerNominationTable {
  id: Generated<number>;
  /** The nominating Master. */
  partner_id: number;
  share_person_name: string;
  /** Lowercased; one nomination per address. */
  email: string;
  txt_v5_1: number;
  txt_v5_1_1: number;
  txt_discount1: number;
  message: string;
  /** SHA-256 hex of the join token mailed in the link. */
  token_hash: string;
  expires_at: string;
  /** iS_JOIN: 0 Nominated, 1 Joined. */
  is_join: Generated<number>;
  joined_partner_id: number | null;
  joined_at: string | null;
  created_at: string;
}

/** The incentive of one partner on one order, fixed when the order was placed. */
export interface PartnerOrderIncentiveTable {
  id: Generated<number>;
  order_id: number;
  partner_id: number;
  /** 'referrer' (the partner whose coupon was used) or 'master' (the Master above a General referrer). */
  role: string;
  referrer_id: number;
  coupon_code: string;
  incentive_percent: number;
  /** The goods value the percent applies to (order subtotal less coupon discount). */
  base_amount: number;
  incentive_amount: number;
  created_at: string;
  /** @shop/commerce/partner/payouts INCENTIVE_STATUS: pending, approved, reversed, paid. */
  status: Generated<string>;
  /** How the order reached the partner: 'coupon' or 'link' (ATTRIBUTION). */
  attributed_by: Generated<string>;
  approved_at: string | null;
  reversed_at: string | null;
  paid_at: string | null;
  /** partner_payouts.id once a payout run includes the incentive. */
  payout_id: number | null;
}

/** A visit through a partner's referral link (?ref=CODE), remembered until expires_at. */
export interface PartnerReferralVisitTable {
  id: Generated<number>;
  partner_id: number;
  /** SHA-256 hex of the opaque token the browser keeps. */
  token_hash: string;
  visited_at: string;
  expires_at: string;
}

/** A monthly payout run: the approved incentives of partners whose KYC is approved. */
export interface PartnerPayoutRunTable {
  id: Generated<number>;
  /** YYYY-MM, one run per month. */
  period: string;
  total: number;
  /** operators.id */
  created_by: number | null;
  created_at: string;
}

/** One partner's payout in a run; 'pending' until an operator marks it paid with a bank reference. */
export interface PartnerPayoutTable {
  id: Generated<number>;
  run_id: number;
  partner_id: number;
  amount: number;
  incentive_count: number;
  /** PAYOUT_STATUS: pending, paid. */
  status: Generated<string>;
  bank_reference: string | null;
  paid_at: string | null;
  /** operators.id */
  paid_by: number | null;
  created_at: string;
}

export interface PartnerTables {
  salutations: SalutationTable;
  channel_partners: ChannelPartnerTable;
  partner_bank_details: PartnerBankDetailsTable;
  partner_notifications: PartnerNotificationTable;
  partner_videos: PartnerVideoTable;
  partner_password_tokens: PartnerPasswordTokenTable;
  partner_login_attempts: PartnerLoginAttemptTable;
  partner_support_requests: PartnerSupportRequestTable;
  partner_program: PartnerProgramTable;
  partner_incentive_tables: PartnerIncentiveTableTable;
  partner_incentive_history: PartnerIncentiveHistoryTable;
  partner_coupon_shares: PartnerCouponShareTable;
  partner_nominations: PartnerNominationTable;
  partner_order_incentives: PartnerOrderIncentiveTable;
  partner_referral_visits: PartnerReferralVisitTable;
  partner_payout_runs: PartnerPayoutRunTable;
  partner_payouts: PartnerPayoutTable;
}
