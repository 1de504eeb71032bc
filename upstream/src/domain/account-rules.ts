// Account rules: the login lock per account, the password reset link and its limits, passwords.
import {
  LOGIN_MAX_FAILURES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_LINK_VALIDITY_MS,
  RESET_MAX_MAILS,
  RESET_PATH,
} from './account-constants.ts';

/** An account is locked once it has LOGIN_MAX_FAILURES failures in the lock window. */
export function isLoginLocked(failuresInWindow: number): boolean {
  return failuresInWindow >= LOGIN_MAX_FAILURES;
}

export function isAcceptablePassword(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH;
}

export function resetLinkExpiresAt(now: Date): Date {
  return new Date(now.getTime() + RESET_LINK_VALIDITY_MS);
}

/** Whether another reset mail may go to an account that got `mailsInWindow` in the window. */
export function canMailResetLink(mailsInWindow: number): boolean {
  return mailsInWindow < RESET_MAX_MAILS;
}

export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${RESET_PATH}?token=${encodeURIComponent(token)}`;
}

export function resetMailText(link: string): string {
  return [
    'We received a request to reset the password of your account.',
    `Open this link within 30 minutes to choose a new password: ${link}`,
    'The link works once. If you did not ask for it, ignore this mail; your password stays unchanged.',
  ].join('\n\n');
}
