// Partner rules: codes, referral and reset links, the login lock, passwords, and the Aadhaar
// number (stored as 12 digits, always answered masked). Pure; tested beside.
import {
  AADHAAR_DIGITS,
  PARTNER_CODE_BASE,
  PARTNER_CODE_PREFIX,
  PARTNER_LOGIN_MAX_FAILURES,
  PARTNER_PASSWORD_MAX,
  PARTNER_PASSWORD_MIN,
  PARTNER_RESET_PATH,
  REFERRAL_QUERY_KEY,
  RESET_MAX_MAILS,
} from './partner-constants.ts';

export type PartnerLevelNumber = 1 | 2;

/** The CP code (v5) of a partner: V5M1001 for Master id 1, V5G1003 for General id 3. */
export function partnerCode(level: PartnerLevelNumber, id: number): string {
  return `${PARTNER_CODE_PREFIX[level]}${PARTNER_CODE_BASE + id}`;
}

const origin = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

/** The storefront with the partner's code: `${PUBLIC_URL}/?ref={code}`. */
export function referralLink(publicUrl: string, code: string): string {
  return `${origin(publicUrl)}/?${REFERRAL_QUERY_KEY}=${encodeURIComponent(code)}`;
}

/** The portal page that takes a reset (or first-password) token. */
export function partnerResetLink(publicUrl: string, token: string): string {
  return `${origin(publicUrl)}${PARTNER_RESET_PATH}?token=${encodeURIComponent(token)}`;
}

export function resetMailBody(name: string, link: string): string {
  return [
    `Dear ${name},`,
    'We received a request to reset the password of your channel partner account.',
    `Open this link within 30 minutes to choose a new password: ${link}`,
    'The link works once. If you did not ask for it, ignore this mail; your password stays unchanged.',
  ].join('\n\n');
}

/** An email is locked once it has this many failed logins within the window. */
export function isPartnerLoginLocked(failuresInWindow: number): boolean {
  return failuresInWindow >= PARTNER_LOGIN_MAX_FAILURES;
}

/** Whether another reset mail may go to a partner that got `mailsInWindow` within the window. */
export function canMailPartnerReset(mailsInWindow: number): boolean {
  return mailsInWindow < RESET_MAX_MAILS;
}

export function isAcceptablePartnerPassword(password: string): boolean {
  return password.length >= PARTNER_PASSWORD_MIN && password.length <= PARTNER_PASSWORD_MAX;
}

const AADHAAR = new RegExp(`^\\d{${AADHAAR_DIGITS}}$`);

/** 'XXXX XXXX 1234' for a stored number; null for none. */
export function maskAadhaar(aadhaar: string | null): string | null {
  if (aadhaar === null || !AADHAAR.test(aadhaar)) return null;
  return `XXXX XXXX ${aadhaar.slice(-4)}`;
}

export type AadhaarInput = { kind: 'keep' } | { kind: 'set'; value: string } | { kind: 'invalid' };

/**
 * The Aadhaar field of the edit form: blank, or the masked number on record sent back unchanged,
 * keeps the stored one; 12 digits (spaces and hyphens between groups allowed) replace it.
 */
export function parseAadhaarInput(raw: string, onRecord: string | null): AadhaarInput {
  const value = raw.trim();
  if (value === '') return { kind: 'keep' };
  if (onRecord !== null && value.replace(/\s+/g, ' ').toUpperCase() === maskAadhaar(onRecord)) return { kind: 'keep' };
  const digits = value.replace(/[\s-]/g, '');
  return AADHAAR.test(digits) ? { kind: 'set', value: digits } : { kind: 'invalid' };
}
