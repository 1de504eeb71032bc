// Limits of the channel partner portal: the spec's section 9 (levels, the 35 % nomination cap, the
// client-discount minimum of 10, 12-digit Aadhaar, India only) and the shop's own where the spec is
// silent (password and text lengths, the forms of bank fields, the login lock and reset mails).
// Phone, pincode and email shapes are contact.ts's; percents are percent.ts's.
import { EMAIL_MAX_LENGTH } from '../contact.ts';

/** The request header that carries a partner token to the gateway: the bare JWT, or 'Bearer <JWT>'. */
export const PARTNER_TOKEN_HEADER = 'x-partner-token';

/** Level codes (spec section 9): 1 Master CP, 2 General CP. */
export const PARTNER_LEVEL = { MASTER: 1, GENERAL: 2 } as const;
export type PartnerLevel = keyof typeof PARTNER_LEVEL;
export type PartnerLevelCode = (typeof PARTNER_LEVEL)[PartnerLevel];

/** How the portal names the levels (spec section 1). */
export const PARTNER_LEVEL_LABELS = {
  MASTER: 'V5 (Master)',
  GENERAL: 'V5 (General)',
} as const satisfies Record<PartnerLevel, string>;

/** The incentive table's title by level (spec section 2). */
export const INCENTIVE_TABLE_TITLES = {
  MASTER: 'Master CP Incentive Table',
  GENERAL: 'General CP Incentive Table',
} as const satisfies Record<PartnerLevel, string>;

/** The third row of an incentive table (spec section 2). */
export const CLIENT_DISCOUNT_LABEL = 'Client Discount';

/** A nomination's three percentages together: at most 35 (spec section 9). */
export const NOMINATION_MAX_PERCENT = 35;
/** The client discount of a modified incentive table: at least 10 (spec section 9). */
export const MIN_CLIENT_DISCOUNT = 10;

/**
 * cP_STATUS (the spec shows no values): Active partners log in; Pending ones have no password yet;
 * Suspended ones were stopped by an operator (no sign-in, no new attributions, no payouts).
 */
export const PARTNER_STATUS = { ACTIVE: 'Active', PENDING: 'Pending', SUSPENDED: 'Suspended' } as const;
/** A nomination by iS_JOIN (spec section 4). */
export const NOMINATION_STATUS = { NOMINATED: 'Nominated', JOINED: 'Joined' } as const;
/** A shared coupon by whether it was used (the shop's own). */
export const COUPON_SHARE_STATUS = { SHARED: 'Shared', USED: 'Used' } as const;
/** Who earns an incentive on an order: the partner whose coupon was used, and the Master above a General one. */
export const INCENTIVE_ROLE = { REFERRER: 'referrer', MASTER: 'master' } as const;
export type IncentiveRole = (typeof INCENTIVE_ROLE)[keyof typeof INCENTIVE_ROLE];

/** Partners are added in India only: its country id in the shop's data (spec section 9). */
export const INDIA_COUNTRY_ID = 2;

/** Aadhaar: 12 digits (spec section 9); shown masked as XXXX XXXX 1234. */
export const AADHAAR_DIGITS = 12;
export const AADHAAR_PATTERN = new RegExp(`^\\d{${AADHAAR_DIGITS}}$`);
/** The masked number as the portal shows it (and sends back unchanged). */
export const MASKED_AADHAAR_PATTERN = /^X{4} ?X{4} ?\d{4}$/i;

/** Partner passwords: 8 to 64 characters. */
export const PARTNER_PASSWORD_MIN = 8;
export const PARTNER_PASSWORD_MAX = 64;

/** The longest accepted text of the portal's forms. */
export const PARTNER_TEXT_LIMITS = {
  name: 120,
  surname: 120,
  city: 120,
  address: 500,
  email: EMAIL_MAX_LENGTH,
  message: 4000,
  /** What a password box may send at all (the rule above says what is acceptable). */
  password: 128,
  /** The token of a mailed link. */
  token: 200,
} as const;

/** Bank details: the longest value of each field. */
export const BANK_TEXT_LIMITS = {
  bankName: 120,
  accountNumber: 18,
  accountType: 30,
  city: 120,
  address: 500,
  branch: 120,
  pan: 10,
  swiftCode: 11,
  ifsc: 11,
  micrCode: 9,
  crossedChequeNumber: 6,
} as const;

/** Bank details: the form of the fields that have one (blank is allowed: the record stays a draft). */
export const BANK_PATTERNS = {
  /** 9 to 18 digits. */
  accountNumber: /^\d{9,18}$/,
  /** 5 letters, 4 digits and a letter: ABCDE1234F. */
  pan: /^[A-Z]{5}\d{4}[A-Z]$/,
  /** 8 or 11 letters or digits. */
  swiftCode: /^(?:[A-Z0-9]{8}|[A-Z0-9]{11})$/,
  /** 4 letters, 0 and 6 letters or digits: HDFC0001234 (RTGS and NEFT alike). */
  ifsc: /^[A-Z]{4}0[A-Z0-9]{6}$/,
  micrCode: /^\d{9}$/,
  crossedChequeNumber: /^\d{6}$/,
} as const;

/** Login: this many failures of one email within the window lock it until the window passes. */
export const PARTNER_LOGIN_MAX_FAILURES = 5;
export const PARTNER_LOGIN_WINDOW_MINUTES = 15;
/** Password reset mails: at most this many per email within the window. */
export const RESET_MAX_MAILS = 5;
export const RESET_MAIL_WINDOW_MINUTES = 15;
