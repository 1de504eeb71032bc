// Contact shapes shared by every form (spec section 5): a simple email shape, a 10-digit mobile
// number, and typing helpers. Pure and tested beside; each feature words its own messages.
import { PHONE_DIGITS as PHONE_LENGTH } from '@shop/commerce/contact';

/** A simple email shape: no spaces, one @, a dot in the domain. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_SHAPE = new RegExp(`^\\d{${PHONE_LENGTH}}$`);

export function isEmail(value: string): boolean {
  return EMAIL_SHAPE.test(value.trim());
}

export function isPhone(value: string): boolean {
  return PHONE_SHAPE.test(value.trim());
}

export function isEmailOrPhone(value: string): boolean {
  return isEmail(value) || isPhone(value);
}

/** Non-digits stripped (phone and OTP boxes, as typed), cut to `maxLength`. */
export function digitsOnly(value: string, maxLength = Number.POSITIVE_INFINITY): string {
  return value.replace(/\D+/g, '').slice(0, maxLength);
}
