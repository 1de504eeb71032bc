// The channel partner portal's messages. PARTNER_ERRORS: every refusal a partner rule or server
// gives, as { code, message } (the code is what userErrors.code and upstream's 4xx bodies carry);
// PARTNER_MESSAGES: the other texts servers and screens share. The spec's (partner-portal.md
// sections 2, 5 and 8) are copied character for character, typos and the trailing space of
// 'Please mention correct Email-id or Phone No. ' included; the shop's own say so. A limit a
// message states is interpolated from its constant in limits.ts.
import { SELLER } from '../company.ts';
import { roundPercent } from '../percent.ts';
import {
  CLIENT_DISCOUNT_LABEL,
  MIN_CLIENT_DISCOUNT,
  NOMINATION_MAX_PERCENT,
  PARTNER_LEVEL_LABELS,
  PARTNER_LOGIN_WINDOW_MINUTES,
  PARTNER_PASSWORD_MAX,
  PARTNER_PASSWORD_MIN,
  PARTNER_TEXT_LIMITS,
  RESET_MAIL_WINDOW_MINUTES,
  BANK_TEXT_LIMITS,
} from './limits.ts';

export interface PartnerError {
  readonly code: string;
  readonly message: string;
}

const REQUIRED = 'REQUIRED';
const TOO_LONG = 'TOO_LONG';
const INVALID = 'INVALID';

/** '{Label} is required.' (the shop's wording of a blank field). */
const required = (label: string) => ({ code: REQUIRED, message: `${label} is required.` }) as const;
/** '{Label} must be at most {max} characters.' (the shop's wording). */
const tooLong = (label: string, max: number) =>
  ({ code: TOO_LONG, message: `${label} must be at most ${max} characters.` }) as const;

export const PARTNER_ERRORS = {
  // The spec's (sections 5 and 8).
  unauthorized: { code: 'UNAUTHORIZED', message: 'Unauthorized access' },
  recipient: { code: 'INVALID_RECIPIENT', message: 'Please mention correct Email-id or Phone No. ' },
  nominationCap: { code: 'MAX_DISCOUNT', message: `max discount is ${NOMINATION_MAX_PERCENT}%` },
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
    // The spec's '{product} Private Limited': the company that trades as the shop.
    message: `Please select Checkbox to Accept ${SELLER.name} policy.`,
  },
  nominationExists: { code: 'NOMINATION_EXISTS', message: 'Nomination exists' },
  aadhaarMissing: {
    code: 'AADHAAR_REQUIRED',
    message: 'Enter your 12-digit Aadhaar number or upload a copy of your Aadhaar.',
  },
  panTaken: { code: 'PAN_TAKEN', message: 'This PAN is registered to another channel partner.' },
  // The shop's own: the spec's 'Nomination exists' only where a nomination exists.
  nominateSelf: { code: 'NOMINATE_SELF', message: 'You cannot nominate yourself.' },
  nomineeIsPartner: { code: 'NOMINEE_IS_PARTNER', message: 'This email belongs to a channel partner already.' },
  nominationFailed: { code: 'NOMINATION_FAILED', message: 'Nomination Share failed' },
  couponShareFailed: { code: 'COUPON_SHARE_FAILED', message: 'Coupon Share failed' },
  addPartnerFailed: { code: 'SAVE_FAILED', message: 'Error saving data. Please try again.' },
  bankFailed: { code: 'BANK_DETAILS_INVALID', message: 'Bank Details Updation failed' },
  unexpected: { code: 'FAILED', message: 'An unexpected error occurred. Please try again later.' },

  // The shop's own: the server's refusals where the spec shows none.
  rateLimited: {
    code: 'RATE_LIMITED',
    message: `Too many login attempts. Please try again after ${PARTNER_LOGIN_WINDOW_MINUTES} minutes.`,
  },
  resetRateLimited: {
    code: 'RATE_LIMITED',
    message: `Too many requests. Please try again after ${RESET_MAIL_WINDOW_MINUTES} minutes.`,
  },
  supportRateLimited: {
    code: 'RATE_LIMITED',
    message: 'Too many messages from this Email ID. Please try again later.',
  },
  forbidden: { code: 'FORBIDDEN', message: 'Forbidden' },
  masterOnly: { code: 'FORBIDDEN', message: 'This is for Master channel partners only.' },
  emailNotRegistered: { code: 'EMAIL_NOT_REGISTERED', message: 'Email id is not registered.' },
  linkInvalid: { code: 'LINK_INVALID', message: 'This link is invalid or has expired.' },
  currentPassword: { code: 'WRONG_PASSWORD', message: 'Current Password is incorrect.' },
  passwordLength: {
    code: 'PASSWORD_LENGTH',
    message: `Password must be ${PARTNER_PASSWORD_MIN} to ${PARTNER_PASSWORD_MAX} characters.`,
  },
  aadhaar: { code: 'INVALID_AADHAAR', message: 'Aadhar number must be 12 digits.' },
  phone: { code: 'INVALID_PHONE', message: 'Phone number must be 10 digits.' },
  email: { code: 'INVALID_EMAIL', message: 'Please enter a valid Email ID.' },
  percent: { code: 'INVALID_PERCENT', message: 'Percent values must be numbers of at least 0.' },
  percentTooHigh: { code: 'INVALID_PERCENT', message: 'Percent values must be at most 100.' },
  masterPercentLocked: { code: 'MASTER_PERCENT_LOCKED', message: 'The master percent is set by your Master CP.' },
  indiaOnly: { code: 'INDIA_ONLY', message: 'Channel partners can be added in India only.' },
  noNomination: { code: 'NOT_FOUND', message: 'No nomination of yours for this email.' },
  loginEmail: { code: REQUIRED, message: 'Please enter your CP code (email).' },
  loginPassword: { code: REQUIRED, message: 'Please enter your password.' },

  // The shop's own: blank and too long fields of the forms.
  nameRequired: required('Name'),
  surnameRequired: required('Surname'),
  emailRequired: required('Email'),
  emailIdRequired: required('Email ID'),
  phoneRequired: required('Phone'),
  cityRequired: required('City'),
  addressRequired: required('Address'),
  messageRequired: required('Message'),
  currentPasswordRequired: required('Current Password'),
  masterPercentRequired: required(`${PARTNER_LEVEL_LABELS.MASTER} percent`),
  generalPercentRequired: required(`${PARTNER_LEVEL_LABELS.GENERAL} percent`),
  clientDiscountRequired: required(CLIENT_DISCOUNT_LABEL),
  nameTooLong: tooLong('Name', PARTNER_TEXT_LIMITS.name),
  surnameTooLong: tooLong('Surname', PARTNER_TEXT_LIMITS.surname),
  cityTooLong: tooLong('City', PARTNER_TEXT_LIMITS.city),
  addressTooLong: tooLong('Address', PARTNER_TEXT_LIMITS.address),
  messageTooLong: tooLong('Message', PARTNER_TEXT_LIMITS.message),

  // The shop's own: bank fields of the wrong form (each under 'Bank Details Updation failed').
  accountNumberInvalid: { code: INVALID, message: 'Account number must be 9 to 18 digits.' },
  panInvalid: { code: INVALID, message: 'PAN must be 5 letters, 4 digits and a letter (e.g. ABCDE1234F).' },
  swiftCodeInvalid: { code: INVALID, message: 'SWIFT code must be 8 or 11 letters or digits.' },
  ifscInvalid: { code: INVALID, message: 'IFSC must be 4 letters, 0 and 6 letters or digits (e.g. HDFC0001234).' },
  micrCodeInvalid: { code: INVALID, message: 'MICR code must be 9 digits.' },
  crossedChequeNumberInvalid: { code: INVALID, message: 'Cheque number must be 6 digits.' },
  bankNameTooLong: tooLong('Bank name', BANK_TEXT_LIMITS.bankName),
  accountTypeTooLong: tooLong('Account type', BANK_TEXT_LIMITS.accountType),
  bankCityTooLong: tooLong('Bank city', BANK_TEXT_LIMITS.city),
  bankAddressTooLong: tooLong('Bank address', BANK_TEXT_LIMITS.address),
  branchTooLong: tooLong('Branch', BANK_TEXT_LIMITS.branch),
} as const satisfies Record<string, PartnerError>;

export type PartnerErrorKey = keyof typeof PARTNER_ERRORS;

/** A refusal of one field of a form: the field and the key of its message. */
export interface FieldProblem<F extends string = string> {
  field: F;
  key: PartnerErrorKey;
}

/**
 * 'Discount cannot be more than {max}' (spec section 5), max_discount as the server has it,
 * printed as a number held to 2 decimals (35, 40.5).
 */
export function discountTooHighError(maxDiscount: number): PartnerError {
  return { code: 'MAX_DISCOUNT', message: `Discount cannot be more than ${roundPercent(maxDiscount)}` };
}

/** Every refusal with its code, for a surface that finds a code by its message. */
export const PARTNER_ERROR_LIST: readonly PartnerError[] = Object.values(PARTNER_ERRORS);

export const PARTNER_MESSAGES = {
  // The spec's (sections 2, 4 and 8).
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

/** The shop's own: a pincode of another state than the one chosen (the directory decides). */
export function pincodeStateMessage(pincode: string, stateName: string): string {
  return `Pincode ${pincode} is in ${stateName}: choose that state, or check the pincode.`;
}
