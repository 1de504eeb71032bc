// Pure account rules: contact shapes (spec section 5), phone clean-up, names, rate-limit account
// keys. Tested beside.
import { PHONE_PATTERN } from './constants.ts';

/** Spec: a simple email shape: no spaces, one @, a dot in the domain. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_SHAPE.test(value);
}

export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

/** Spec section 5: an email of the simple shape or exactly 10 digits. */
export function isEmailOrPhone(value: string): boolean {
  return isEmail(value) || isPhone(value);
}

/** Spec section 5, phone login: non-digits are stripped. */
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '');
}

/** The key an account is rate-limited under: emails compare without case. */
export function accountKey(emailOrPhone: string): string {
  return emailOrPhone.trim().toLowerCase();
}

export function fullName(firstName: string, lastName: string): string {
  return [firstName.trim(), lastName.trim()].filter((part) => part !== '').join(' ');
}
