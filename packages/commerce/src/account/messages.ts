// Account messages: login, registration, one-time codes, password reset and profile. The spec's
// (storefront sections 4, 5 and 8) character for character, typos included; the shop's own where
// the spec is silent, each marked. A limit a message states comes from its constant.
import { CONTACT_MESSAGES } from '../contact.ts';
import {
  NAME_MAX_LENGTH,
  OTP_LENGTH,
  OTP_SEND_WINDOW_MINUTES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_LINK_VALIDITY_MINUTES,
} from './limits.ts';

/** Refusals: `code` is what GraphQL `userErrors.code` and upstream's 4xx bodies carry. */
export const ACCOUNT_ERRORS = {
  // The spec's.
  loginContact: { code: 'INVALID_EMAIL_OR_PHONE', message: 'Please enter a valid Email or Mobile number' },
  registerContact: { code: 'INVALID_EMAIL_OR_PHONE', message: 'Please enter a valid email address or mobile number.' },
  wrongCredentials: {
    code: 'INVALID_CREDENTIALS',
    message: 'Unauthorized access, Check Email-id/Mobile No. and Password',
  },
  otpFailed: { code: 'INVALID_OTP', message: 'Failed to validate OTP' },
  userExists: { code: 'USER_EXISTS', message: 'User Already Exixts' },
  registrationFailed: { code: 'REGISTRATION_FAILED', message: 'Registration failed' },
  profileLoadFailed: { code: 'PROFILE_UNAVAILABLE', message: 'Error fetching profile data.' },
  profileUpdateFailed: { code: 'PROFILE_UPDATE_FAILED', message: 'Error updating profile.' },
  // The shop's own.
  passwordRequired: { code: 'REQUIRED', message: 'Please enter your password.' },
  passwordTooShort: {
    code: 'PASSWORD_TOO_SHORT',
    message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  },
  passwordTooLong: {
    code: 'PASSWORD_TOO_LONG',
    message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  },
  currentPasswordRequired: { code: 'REQUIRED', message: 'Please enter your current password.' },
  wrongCurrentPassword: { code: 'WRONG_PASSWORD', message: 'Current password is incorrect.' },
  nameRequired: { code: 'REQUIRED', message: CONTACT_MESSAGES.nameRequired },
  nameTooLong: { code: 'TOO_LONG', message: `Name must be at most ${NAME_MAX_LENGTH} characters.` },
  emailInvalid: { code: 'INVALID_EMAIL', message: CONTACT_MESSAGES.emailInvalid },
  phoneInvalid: { code: 'INVALID_PHONE', message: CONTACT_MESSAGES.phoneInvalid },
  contactTaken: {
    code: 'CONTACT_TAKEN',
    message: 'This email address or mobile number is already used by another account.',
  },
  otpFormat: { code: 'INVALID_OTP_FORMAT', message: `Please enter the ${OTP_LENGTH}-digit OTP.` },
  resetLinkInvalid: { code: 'RESET_LINK_INVALID', message: 'This reset link is invalid or has expired.' },
  rateLimited: { code: 'RATE_LIMITED', message: 'Too many attempts. Please try again later.' },
  loginLocked: {
    code: 'RATE_LIMITED',
    message: 'Too many failed login attempts. Please wait a moment and try again, or log in with an OTP.',
  },
  otpNotRegistered: {
    code: 'NOT_REGISTERED',
    message: 'No account uses this mobile number yet. Please register first.',
  },
  otpTooMany: {
    code: 'RATE_LIMITED',
    message: `Too many OTP requests. Please try again in ${OTP_SEND_WINDOW_MINUTES} minutes.`,
  },
} as const;
export type AccountErrorKey = keyof typeof ACCOUNT_ERRORS;

/** Other texts. */
export const ACCOUNT_MESSAGES = {
  // The spec's.
  otpSent: 'OTP Sent Successfully.',
  registered: 'Registration successful! You will be re-directed to the login page.',
  profileUpdated: 'Profile updated successfully!',
  // The shop's own.
  resetRequested: `If an account uses this email address, we have sent it a link to reset the password. The link is valid for ${RESET_LINK_VALIDITY_MINUTES} minutes.`,
  resetDone: 'Your password has been changed. You can now log in with the new password.',
} as const;
