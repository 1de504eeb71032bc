// Account constants: sessions, one-time codes, login lock, password reset, profile (spec sections
// 5, 8 and 9, and the shop's own limits where the spec is silent; upstream/README.md).
const MINUTE_MS = 60_000;

/** Mobile numbers have exactly 10 digits (spec section 9). */
export const MOBILE_DIGITS = 10;
export const MOBILE_PATTERN = /^\d{10}$/;
/** A simple email shape: no spaces, one @, a dot in the domain (spec section 5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Session tokens (JWT HS256) live 7 days. */
export const SESSION_TTL_MS = 7 * 24 * 60 * MINUTE_MS;
export const SESSION_TOKEN_TYPE = 'shopper';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

/** One-time codes: 6 digits from 100000 to 999999, valid 5 minutes (spec section 9). */
export const OTP_LENGTH = 6;
export const OTP_MIN = 100_000;
export const OTP_MAX = 999_999;
export const OTP_VALIDITY_MS = 5 * MINUTE_MS;
/** After this many wrong tries a code is dead. */
export const OTP_MAX_WRONG_TRIES = 5;
/** At most this many codes per number in the send window. */
export const OTP_MAX_SENDS = 3;
export const OTP_SEND_WINDOW_MS = 15 * MINUTE_MS;

/** After this many failed logins of one account in the window, logins answer 429. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_WINDOW_MS = 15 * MINUTE_MS;

/** Password reset links are single use and valid 30 minutes; at most 3 mails per window. */
export const RESET_LINK_VALIDITY_MS = 30 * MINUTE_MS;
export const RESET_MAX_MAILS = 3;
export const RESET_MAIL_WINDOW_MS = 15 * MINUTE_MS;
export const RESET_PATH = '/reset-password';
export const DEFAULT_PUBLIC_URL = 'http://localhost:4000';

/** Profile pictures: at most 2 MB, JPEG or PNG by content. */
export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_IMAGE_URL_PREFIX = '/images/profiles/';
export const NAME_MAX_LENGTH = 60;

export const MESSAGES = {
  unauthorized: 'Unauthorized',
  loginFailed: 'Unauthorized access, Check Email-id/Mobile No. and Password',
  loginLocked: 'Too many failed login attempts. Please try again in 15 minutes.',
  otpFailed: 'Failed to validate OTP',
  otpTooMany: 'Too many OTP requests. Please try again in 15 minutes.',
  otpBadNumber: 'Please enter a valid Email or Mobile number',
  registerBadContact: 'Please enter a valid email address or mobile number.',
  registerNameRequired: 'Please enter your name.',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  resetInvalid: 'This reset link is invalid or has expired.',
  notAnEmail: 'Please enter a valid email address.',
  profileUpdated: 'Profile updated successfully!',
  profileNameRequired: 'Please enter your name.',
  profileBadEmail: 'Please enter a valid email address.',
  profileBadPhone: 'Please enter a valid 10-digit mobile number.',
  wrongCurrentPassword: 'Current password is incorrect.',
  contactTaken: 'This email address or mobile number is already used by another account.',
  imageTooLarge: 'The image must be at most 2 MB.',
  imageWrongType: 'The image must be a JPEG or PNG file.',
  multipartRequired: 'Expected a multipart/form-data body.',
} as const;

export const otpMessageText = (code: string): string => `Your OTP is ${code}. It is valid for 5 minutes.`;
export const OTP_MAIL_SUBJECT = 'Your one-time password';
export const RESET_MAIL_SUBJECT = 'Reset your password';
