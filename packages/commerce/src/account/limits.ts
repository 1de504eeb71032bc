// Account limits: passwords, one-time codes, password reset links and names (storefront spec
// section 9 for the codes, the shop's own where the spec is silent). The failed-login backoff is
// login-backoff.ts.

const MINUTE_MS = 60_000;

/** Passwords as typed (never trimmed): 6 to 128 characters. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

/** First and last names of a profile, and the name given at registration. */
export const NAME_MAX_LENGTH = 60;

/** One-time codes: 6 digits, drawn from 100000 to 999999, valid 5 minutes (spec section 9). */
export const OTP_LENGTH = 6;
export const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);
export const OTP_MIN = 100_000;
export const OTP_MAX = 999_999;
export const OTP_VALIDITY_MINUTES = 5;
export const OTP_VALIDITY_MS = OTP_VALIDITY_MINUTES * MINUTE_MS;
/** After this many wrong tries a code is dead. */
export const OTP_MAX_WRONG_TRIES = 5;
/** At most this many codes per number in the send window. */
export const OTP_MAX_SENDS = 3;
export const OTP_SEND_WINDOW_MINUTES = 15;
export const OTP_SEND_WINDOW_MS = OTP_SEND_WINDOW_MINUTES * MINUTE_MS;

/** Password reset links: single use, valid 30 minutes, at most 3 mails per account in the window. */
export const RESET_LINK_VALIDITY_MINUTES = 30;
export const RESET_LINK_VALIDITY_MS = RESET_LINK_VALIDITY_MINUTES * MINUTE_MS;
export const RESET_MAX_MAILS = 3;
export const RESET_MAIL_WINDOW_MINUTES = 15;
export const RESET_MAIL_WINDOW_MS = RESET_MAIL_WINDOW_MINUTES * MINUTE_MS;
/** The longest token a reset link may carry (the shop's are 43 characters). */
export const RESET_TOKEN_MAX_LENGTH = 200;
