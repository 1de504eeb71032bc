// Contacts every form of both specs takes: a simple email shape and a 10-digit mobile number
// (storefront spec sections 5 and 9), names split and joined, typing helpers, and the messages the
// shop gives for them where the specs are silent (each domain's messages name these).

/** Mobile numbers: exactly 10 digits. */
export const PHONE_DIGITS = 10;
export const PHONE_PATTERN = /^\d{10}$/;
/** A simple email shape: no spaces, one @, a dot in the domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The longest email address (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;
/** Pincodes: exactly 6 digits. */
export const PINCODE_DIGITS = 6;
export const PINCODE_PATTERN = /^\d{6}$/;

/** The shop's own wording of a malformed contact (the specs show none). */
export const CONTACT_MESSAGES = {
  emailInvalid: 'Please enter a valid email address.',
  phoneInvalid: 'Please enter a valid 10-digit mobile number.',
  pincodeInvalid: 'Please enter a valid 6-digit pincode.',
  nameRequired: 'Please enter your name.',
} as const;

/** An email of the simple shape, at most 254 characters, after trimming. */
export function isEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(trimmed);
}

/** Exactly 10 digits, after trimming. */
export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(value.trim());
}

export function isEmailOrPhone(value: string): boolean {
  return isEmail(value) || isPhone(value);
}

export function isPincode(value: string): boolean {
  return PINCODE_PATTERN.test(value.trim());
}

export type Contact = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

/** An email (lowercased) or exactly 10 digits, after trimming; null for anything else. */
export function parseContact(raw: string): Contact | null {
  const value = raw.trim();
  if (isPhone(value)) return { kind: 'phone', value };
  if (isEmail(value)) return { kind: 'email', value: value.toLowerCase() };
  return null;
}

/** The key an account is known (and rate-limited) by: emails compare without case. */
export function contactKey(emailOrPhone: string): string {
  return emailOrPhone.trim().toLowerCase();
}

/** Non-digits stripped (phone, OTP and pincode boxes, as typed), cut to `maxLength`. */
export function digitsOnly(value: string, maxLength = Number.POSITIVE_INFINITY): string {
  return value.replace(/\D+/g, '').slice(0, maxLength);
}

/** "Aarav Kumar Sharma" -> first "Aarav", last "Kumar Sharma"; blanks collapse. */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}

/** First and last name (or name and surname) with one space; blanks dropped. */
export function joinName(firstName: string, lastName: string): string {
  return [firstName.trim(), lastName.trim()].filter((part) => part !== '').join(' ');
}
