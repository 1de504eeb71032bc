// Partner (CP portal) constants and messages: the spec's (sections 5, 8 and 9, character for
// character, typos and trailing spaces included), upstream's where the spec has none
// (upstream/README.md, "Channel partner portal contract"), and the gateway's own (gateway/README.md).
import type { UserErrorKind } from '../../graphql/user-errors.ts';

/** Level codes (spec section 9) and their labels (spec section 1). */
export const LEVEL_CODES = { MASTER: 1, GENERAL: 2 } as const;
export const LEVEL_LABELS = { MASTER: 'V5 (Master)', GENERAL: 'V5 (General)' } as const;
/** Incentive table titles (spec section 2). */
export const INCENTIVE_TABLE_TITLES = {
  MASTER: 'Master CP Incentive Table',
  GENERAL: 'General CP Incentive Table',
} as const;

/** Dates shown as dd-MM-yyyy HH:mm:ss (spec section 9) in India time. */
export const PARTNER_TIME_ZONE = 'Asia/Kolkata';

/** Nominations: master + general + client discount at most 35 (spec section 9). */
export const NOMINATION_MAX_DISCOUNT = 35;
/** Incentive table edits: client discount at least 10 (spec section 9). */
export const MIN_CLIENT_DISCOUNT = 10;
/** Add-CP: country id 2 is India, the only country allowed (spec sections 5 and 9). */
export const INDIA_COUNTRY_ID = 2;
export const PINCODE_PATTERN = /^\d{6}$/;
export const PHONE_PATTERN = /^\d{10}$/;
export const AADHAAR_PATTERN = /^\d{12}$/;
/** The masked number the portal shows, sent back unchanged: keeps the one on record. */
export const MASKED_AADHAAR_PATTERN = /^X{4} ?X{4} ?\d{4}$/i;
/** Upstream's password rule for partners. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
/** A percent is at most 100. */
export const MAX_PERCENT = 100;

/** Upstream's longest accepted values. */
export const TEXT_LIMITS = {
  name: 120,
  email: 254,
  city: 120,
  address: 500,
  message: 4000,
  password: 128,
  token: 200,
} as const;

/** Base names the gateway gives uploaded documents upstream (never the uploader's). */
export const AADHAAR_FILE_NAME = 'aadhaar';
export const CHEQUE_FILE_NAME = 'crossed-cheque';

/**
 * Nomination status by whether the nominee joined (spec section 4); shared coupon status by whether
 * the coupon is used (the gateway's).
 */
export const NOMINATION_STATUS = { NOMINATED: 'Nominated', JOINED: 'Joined' } as const;
export const COUPON_SHARE_STATUS = { SHARED: 'Shared', USED: 'Used' } as const;

/** Success messages (spec section 8). */
export const PARTNER_MESSAGES = {
  detailsUpdated: 'CP Details Updated Successfully.',
  bankUpdated: 'Bank Details Updated Successfully.',
  supportSent: 'Thank You. We will reach you soon.',
  saved: 'Saved',
  registered: 'Registered Successfully',
  nominationSent: 'Nomination Sent Successfully.',
  couponShared: 'Coupon Shared Successfully.',
  passwordUpdated: 'Password Updated Successfully.',
  resetMailed: 'Please check your registered Email for Password',
} as const;

export const PARTNER_ERRORS = {
  // The spec's.
  unauthorized: { code: 'UNAUTHORIZED', message: 'Unauthorized access' },
  recipient: { code: 'INVALID_RECIPIENT', message: 'Please mention correct Email-id or Phone No. ' },
  nominationCap: { code: 'MAX_DISCOUNT', message: `max discount is ${NOMINATION_MAX_DISCOUNT}%` },
  clientDiscount: {
    code: 'MIN_CLIENT_DISCOUNT',
    message: `Client Discount cannot be less than ${MIN_CLIENT_DISCOUNT}`,
  },
  passwordMismatch: { code: 'PASSWORD_MISMATCH', message: 'New Password and New Confirm Password did not match.' },
  salutation: { code: 'SALUTATION_REQUIRED', message: 'Please Select Salutation' },
  country: { code: 'COUNTRY_REQUIRED', message: 'Please Select Country' },
  state: { code: 'STATE_REQUIRED', message: 'Please Select State' },
  pincode: { code: 'INVALID_PINCODE', message: 'Please enter a valid 6-digit numeric pincode.' },
  referContact: { code: 'INVALID_EMAIL_OR_PHONE', message: 'Please enter a valid email address or mobile number.' },
  userExists: { code: 'USER_EXISTS', message: 'User already exists' },
  policy: {
    code: 'POLICY_REQUIRED',
    message: 'Please select Checkbox to Accept Lumen Devices Private Limited policy.',
  },
  nominationExists: { code: 'NOMINATION_EXISTS', message: 'Nomination exists' },
  nominationFailed: { code: 'NOMINATION_FAILED', message: 'Nomination Share failed' },
  couponShareFailed: { code: 'COUPON_SHARE_FAILED', message: 'Coupon Share failed' },
  addPartnerFailed: { code: 'SAVE_FAILED', message: 'Error saving data. Please try again.' },
  bankFailed: { code: 'BANK_DETAILS_INVALID', message: 'Bank Details Updation failed' },
  unexpected: { code: 'FAILED', message: 'An unexpected error occurred. Please try again later.' },
  // Upstream's (the contract's wording).
  rateLimited: { code: 'RATE_LIMITED', message: 'Too many login attempts. Please try again after 15 minutes.' },
  resetRateLimited: { code: 'RATE_LIMITED', message: 'Too many requests. Please try again after 15 minutes.' },
  emailNotRegistered: { code: 'EMAIL_NOT_REGISTERED', message: 'Email id is not registered.' },
  linkInvalid: { code: 'LINK_INVALID', message: 'This link is invalid or has expired.' },
  currentPassword: { code: 'WRONG_PASSWORD', message: 'Current Password is incorrect.' },
  passwordLength: {
    code: 'PASSWORD_LENGTH',
    message: `Password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`,
  },
  aadhaar: { code: 'INVALID_AADHAAR', message: 'Aadhar number must be 12 digits.' },
  phone: { code: 'INVALID_PHONE', message: 'Phone number must be 10 digits.' },
  email: { code: 'INVALID_EMAIL', message: 'Please enter a valid Email ID.' },
  percent: { code: 'INVALID_PERCENT', message: 'Percent values must be numbers of at least 0.' },
  indiaOnly: { code: 'INDIA_ONLY', message: 'Channel partners can be added in India only.' },
  fileTooLarge: { code: 'FILE_TOO_LARGE', message: 'File must be at most 2 MB.' },
  fileType: { code: 'FILE_TYPE', message: 'File must be a JPEG, PNG or PDF.' },
  // The gateway's own.
  fileUnreadable: { code: 'FILE_UNREADABLE', message: 'The file could not be read.' },
  loginEmail: { code: 'REQUIRED', message: 'Please enter your CP code (email).' },
  passwordRequired: { code: 'REQUIRED', message: 'Please enter your password.' },
  percentTooHigh: { code: 'INVALID_PERCENT', message: `Percent values must be at most ${MAX_PERCENT}.` },
  rejected: { code: 'REJECTED', message: 'The request was refused. Please check the details.' },
} as const satisfies Record<string, UserErrorKind>;

/** 'Discount cannot be more than {max}' (spec section 5), max printed as a number (e.g. 35). */
export function maxDiscountError(max: number): UserErrorKind {
  return { code: 'MAX_DISCOUNT', message: `Discount cannot be more than ${max}` };
}

/** '{Field} is required.' (upstream's wording of a blank field). */
export function requiredError(label: string): UserErrorKind {
  return { code: 'REQUIRED', message: `${label} is required.` };
}

/** Bank detail fields: label, longest value and form (upstream's rules and wording). */
export const BANK_FIELDS = {
  bankName: { label: 'Bank name', max: 120 },
  accountNumber: {
    label: 'Account number',
    max: 18,
    pattern: /^\d{9,18}$/,
    message: 'Account number must be 9 to 18 digits.',
  },
  accountType: { label: 'Account type', max: 30 },
  city: { label: 'Bank city', max: 120 },
  address: { label: 'Bank address', max: 500 },
  branch: { label: 'Branch', max: 120 },
  pan: {
    label: 'PAN',
    max: 10,
    pattern: /^[A-Z]{5}\d{4}[A-Z]$/,
    message: 'PAN must be 5 letters, 4 digits and a letter (e.g. ABCDE1234F).',
  },
  swiftCode: {
    label: 'SWIFT code',
    max: 11,
    pattern: /^(?:[A-Z0-9]{8}|[A-Z0-9]{11})$/,
    message: 'SWIFT code must be 8 or 11 letters or digits.',
  },
  rtgsIfscCode: {
    label: 'RTGS IFSC',
    max: 11,
    pattern: /^[A-Z]{4}0[A-Z0-9]{6}$/,
    message: 'IFSC must be 4 letters, 0 and 6 letters or digits (e.g. HDFC0001234).',
  },
  neftIfscCode: {
    label: 'NEFT IFSC',
    max: 11,
    pattern: /^[A-Z]{4}0[A-Z0-9]{6}$/,
    message: 'IFSC must be 4 letters, 0 and 6 letters or digits (e.g. HDFC0001234).',
  },
  micrCode: { label: 'MICR code', max: 9, pattern: /^\d{9}$/, message: 'MICR code must be 9 digits.' },
  crossedChequeNumber: {
    label: 'Cheque number',
    max: 6,
    pattern: /^\d{6}$/,
    message: 'Cheque number must be 6 digits.',
  },
} as const satisfies Record<string, { label: string; max: number; pattern?: RegExp; message?: string }>;

export const TOO_LONG_CODE = 'TOO_LONG';

/** '{Label} must be at most {max} characters.' (upstream's wording). */
export function tooLongMessage(label: string, max: number): string {
  return `${label} must be at most ${max} characters.`;
}

export const PARTNER_ERROR_KINDS: readonly UserErrorKind[] = Object.values(PARTNER_ERRORS);
