// Constants of the channel partner portal, part 1 (issue 6): the spec's messages character for
// character, its limits (section 9), and the shop's own choices where the spec is silent
// (upstream/README.md, "Channel partner portal contract" and "Decisions (issue 6)").
const MINUTE_MS = 60_000;

/** Partner levels (spec section 9): 1 Master CP, 2 General CP. */
export const PARTNER_LEVEL = { MASTER: 1, GENERAL: 2 } as const;
/** cP_STATUS: 'Active' partners can log in; 'Pending' ones have no password yet. */
export const PARTNER_STATUS = { ACTIVE: 'Active', PENDING: 'Pending' } as const;
/** Partner codes: V5M (Master) or V5G (General) and 1000 + the partner's id, e.g. V5M1001. */
export const PARTNER_CODE_PREFIX = { 1: 'V5M', 2: 'V5G' } as const;
export const PARTNER_CODE_BASE = 1000;
export const PARTNER_CODE_PATTERN = /^V5[MG]\d{4,9}$/;

/** Login: 5 failures of one email within 15 minutes lock it (429) until the window passes. */
export const PARTNER_LOGIN_MAX_FAILURES = 5;
export const PARTNER_LOGIN_WINDOW_MS = 15 * MINUTE_MS;

/** Passwords of partners: 8 to 64 characters. */
export const PARTNER_PASSWORD_MIN = 8;
export const PARTNER_PASSWORD_MAX = 64;

/** Reset links: single use, 30 minutes, at most 5 mails per email within 15 minutes. */
export const RESET_TOKEN_PURPOSE = 'reset';
export const RESET_LINK_VALIDITY_MS = 30 * MINUTE_MS;
export const RESET_MAX_MAILS = 5;
export const RESET_MAIL_WINDOW_MS = 15 * MINUTE_MS;
/** The portal page that takes a reset (or first-password) token. */
export const PARTNER_RESET_PATH = '/cp/forgotpassword';

/** Referral links: the storefront with ?ref={code}. */
export const REFERRAL_QUERY_KEY = 'ref';

/** Notifications of the home screen's recent list: the last 30 days. */
export const RECENT_NOTIFICATIONS_MS = 30 * 24 * 60 * MINUTE_MS;

/** Documents (Aadhaar, crossed cheque): JPEG, PNG or PDF by content, at most 2 MB. */
export const PARTNER_DOCUMENT_MAX_BYTES = 2 * 1024 * 1024;
export const AADHAAR_FILE_FIELD = 'aadhaarFile';
export const CHEQUE_FILE_FIELD = 'crossed_Chequee_File';
/** Signed document links: /files/cp/{name}?expires=&signature=, valid 15 minutes. */
export const PARTNER_DOCUMENT_PATH_PREFIX = '/files/cp/';
export const PARTNER_DOCUMENT_LINK_MS = 15 * MINUTE_MS;
/** The folder under DATA_DIR. */
export const PARTNER_DOCUMENT_DIR = 'partner-documents';

/** Aadhaar: 12 digits (spec section 9); answered as XXXX XXXX 1234. */
export const AADHAAR_DIGITS = 12;
export const PINCODE_DIGITS = 6;
export const PHONE_DIGITS = 10;

/** Support form: mailed to the partner desk with a copy to the sender; 5 per sender per hour. */
export const PARTNER_DESK_EMAIL = 'partners@lumen.example';
export const SUPPORT_MAX_PER_SENDER = 5;
export const SUPPORT_WINDOW_MS = 60 * MINUTE_MS;

/** Longest accepted text of the partner forms. */
export const PARTNER_TEXT_LIMITS = {
  name: 120,
  surname: 120,
  city: 120,
  address: 500,
  email: 254,
  message: 4000,
  bankName: 120,
  accountType: 30,
  bankCity: 120,
  bankAddress: 500,
  bankBranch: 120,
} as const;

/** The company named in the policy checkbox message (spec: '{product} Private Limited'). */
export const POLICY_COMPANY = 'Lumen Devices';

export const PARTNER_MESSAGES = {
  unauthorized: 'Unauthorized access',
  forbidden: 'Forbidden',
  loginLocked: 'Too many login attempts. Please try again after 15 minutes.',
  policyRequired: `Please select Checkbox to Accept ${POLICY_COMPANY} Private Limited policy.`,
  badAadhaar: 'Aadhar number must be 12 digits.',
  badPincode: 'Please enter a valid 6-digit numeric pincode.',
  badPhone: 'Phone number must be 10 digits.',
  selectCountry: 'Please Select Country',
  selectState: 'Please Select State',
  required: (field: string) => `${field} is required.`,
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters.`,
  fileTooLarge: 'File must be at most 2 MB.',
  fileWrongType: 'File must be a JPEG, PNG or PDF.',
  detailsUpdated: 'CP Details Updated Successfully.',
  bankUpdated: 'Bank Details Updated Successfully.',
  bankFailed: 'Bank Details Updation failed',
  supportThanks: 'Thank You. We will reach you soon.',
  badEmail: 'Please enter a valid Email ID.',
  supportTooMany: 'Too many messages from this Email ID. Please try again later.',
  resetMailed: 'Please check your registered Email for Password',
  emailNotRegistered: 'Email id is not registered.',
  resetTooMany: 'Too many requests. Please try again after 15 minutes.',
  passwordUpdated: 'Password Updated Successfully.',
  passwordsDiffer: 'New Password and New Confirm Password did not match.',
  currentPasswordWrong: 'Current Password is incorrect.',
  badPassword: `Password must be ${PARTNER_PASSWORD_MIN} to ${PARTNER_PASSWORD_MAX} characters.`,
  badLink: 'This link is invalid or has expired.',
  documentLinkInvalid: 'This document link is invalid or has expired.',
  documentMissing: 'Document not found',
  multipartRequired: 'Expected a multipart/form-data body.',
} as const;

/** Bank field problems (issues of 'Bank Details Updation failed'). */
export const BANK_MESSAGES = {
  accountNo: 'Account number must be 9 to 18 digits.',
  pan: 'PAN must be 5 letters, 4 digits and a letter (e.g. ABCDE1234F).',
  ifsc: 'IFSC must be 4 letters, 0 and 6 letters or digits (e.g. HDFC0001234).',
  micr: 'MICR code must be 9 digits.',
  swift: 'SWIFT code must be 8 or 11 letters or digits.',
  chequeNo: 'Cheque number must be 6 digits.',
} as const;

export const RESET_MAIL_SUBJECT = 'Reset your channel partner password';
export const SUPPORT_MAIL_SUBJECT = (name: string) => `Channel partner support request from ${name}`;
