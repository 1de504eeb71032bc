// Upstream's own account settings and texts: sessions, the public URL of links in mails, where
// profile pictures are served, and the mails and SMS it sends. The account limits and messages
// every part shares are in @shop/commerce/account (limits, messages).
import { OTP_VALIDITY_MINUTES } from '@shop/commerce/account/limits';

const MINUTE_MS = 60_000;

/** Session tokens (JWT HS256) live 7 days. */
export const SESSION_TTL_MS = 7 * 24 * 60 * MINUTE_MS;
export const SESSION_TOKEN_TYPE = 'shopper';

export const DEFAULT_PUBLIC_URL = 'http://localhost:4000';

export const PROFILE_IMAGE_URL_PREFIX = '/images/profiles/';

/** The bearer check's answer (401). */
export const MESSAGES = {
  unauthorized: 'Unauthorized',
} as const;

export const otpMessageText = (code: string): string =>
  `Your OTP is ${code}. It is valid for ${OTP_VALIDITY_MINUTES} minutes.`;
export const OTP_MAIL_SUBJECT = 'Your one-time password';
export const RESET_MAIL_SUBJECT = 'Reset your password';
