// Account constants and messages: the spec's (sections 5, 8 and 9, character for character,
// typos included) and the gateway's own where the spec is silent (gateway/README.md).
import type { UserErrorKind } from '../../graphql/user-errors.ts';

/** Mobile numbers: exactly 10 digits (spec section 9). */
export const PHONE_PATTERN = /^\d{10}$/;
/** One-time codes: exactly 6 digits (spec section 9). */
export const OTP_PATTERN = /^\d{6}$/;
/** Upstream's minimum password length (upstream/README.md, Sessions). */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
/** Upstream's limit of a profile name. */
export const NAME_MAX_LENGTH = 60;
export const EMAIL_MAX_LENGTH = 254;
/** Profile images: at most 2 MB, JPEG or PNG by content. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** Profile update success when the server gives no message (spec section 8). */
export const PROFILE_UPDATED_MESSAGE = 'Profile updated successfully!';

export const ACCOUNT_ERRORS = {
  loginContact: { code: 'INVALID_EMAIL_OR_PHONE', message: 'Please enter a valid Email or Mobile number' },
  registerContact: { code: 'INVALID_EMAIL_OR_PHONE', message: 'Please enter a valid email address or mobile number.' },
  wrongCredentials: {
    code: 'INVALID_CREDENTIALS',
    message: 'Unauthorized access, Check Email-id/Mobile No. and Password',
  },
  otpFailed: { code: 'INVALID_OTP', message: 'Failed to validate OTP' },
  userExists: { code: 'USER_EXISTS', message: 'User Already Exixts' },
  registrationFailed: { code: 'REGISTRATION_FAILED', message: 'Registration failed' },
  rateLimited: { code: 'RATE_LIMITED', message: 'Too many attempts. Please try again later.' },
  profileLoadFailed: { code: 'PROFILE_UNAVAILABLE', message: 'Error fetching profile data.' },
  profileUpdateFailed: { code: 'PROFILE_UPDATE_FAILED', message: 'Error updating profile.' },
  resetLinkInvalid: { code: 'RESET_LINK_INVALID', message: 'This reset link is invalid or has expired.' },
  // The gateway's own (the spec shows no message for these).
  passwordRequired: { code: 'REQUIRED', message: 'Please enter your password.' },
  passwordTooShort: {
    code: 'PASSWORD_TOO_SHORT',
    message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  },
  passwordTooLong: {
    code: 'PASSWORD_TOO_LONG',
    message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  },
  nameRequired: { code: 'REQUIRED', message: 'Please enter your name.' },
  nameTooLong: { code: 'TOO_LONG', message: `Name must be at most ${NAME_MAX_LENGTH} characters.` },
  phoneInvalid: { code: 'INVALID_PHONE', message: 'Please enter a valid 10-digit mobile number.' },
  otpFormat: { code: 'INVALID_OTP_FORMAT', message: 'Please enter the 6-digit OTP.' },
  emailInvalid: { code: 'INVALID_EMAIL', message: 'Please enter a valid email address.' },
  currentPasswordRequired: { code: 'REQUIRED', message: 'Please enter your current password.' },
  imageUnreadable: { code: 'IMAGE_UNREADABLE', message: 'The image could not be read.' },
  imageTooLarge: { code: 'IMAGE_TOO_LARGE', message: 'The image must be at most 2 MB.' },
  imageType: { code: 'IMAGE_TYPE', message: 'The image must be a JPEG or PNG file.' },
} as const satisfies Record<string, UserErrorKind>;

export const ACCOUNT_ERROR_KINDS: readonly UserErrorKind[] = Object.values(ACCOUNT_ERRORS);
