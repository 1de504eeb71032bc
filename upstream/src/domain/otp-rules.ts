// One-time code rules: expiry, single use, the wrong-try limit and the send limit per number (the
// code's shape is @shop/commerce/account/forms' checkOtpCode).
import { OTP_MAX_SENDS, OTP_MAX_WRONG_TRIES, OTP_VALIDITY_MS } from '@shop/commerce/account/limits';

export interface StoredOtp {
  expiresAt: Date;
  used: boolean;
  wrongTries: number;
}

/** valid: log in; wrong: count a wrong try; anything else: refuse without counting. */
export type OtpCheck = 'valid' | 'wrong' | 'expired' | 'used' | 'dead' | 'missing';

export function otpExpiresAt(now: Date): Date {
  return new Date(now.getTime() + OTP_VALIDITY_MS);
}

/** The outcome of one try of the newest code of a number. */
export function checkOtp(code: StoredOtp | undefined, matches: boolean, now: Date): OtpCheck {
  if (!code) return 'missing';
  if (code.used) return 'used';
  if (code.wrongTries >= OTP_MAX_WRONG_TRIES) return 'dead';
  if (now.getTime() >= code.expiresAt.getTime()) return 'expired';
  return matches ? 'valid' : 'wrong';
}

/** Whether another code may go to a number that got `sendsInWindow` codes in the send window. */
export function canSendOtp(sendsInWindow: number): boolean {
  return sendsInWindow < OTP_MAX_SENDS;
}

/** Start of a sliding window that ends now. */
export function windowStart(now: Date, windowMs: number): Date {
  return new Date(now.getTime() - windowMs);
}
