// The account forms' checks: login, registration, a new password, the one-time code, the password
// reset and the profile (storefront spec section 5, and the shop's own limits). Each answers null
// or the first refusal in the order the form shows its fields: `{ field, key }`, the key naming
// ACCOUNT_ERRORS. Contacts are checked by contact.ts (an email of the simple shape, 10 digits).
import { isEmail, isEmailOrPhone, isPhone } from '../contact.ts';
import {
  NAME_MAX_LENGTH,
  OTP_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_TOKEN_MAX_LENGTH,
} from './limits.ts';
import type { AccountErrorKey } from './messages.ts';

export type AccountProblem<F extends string> = { field: F; key: AccountErrorKey };

/** A new password as typed (never trimmed): required, 6 to 128 characters. */
export function checkNewPassword(password: string): AccountErrorKey | null {
  if (password === '') return 'passwordRequired';
  if (password.length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  return null;
}

/** A name after trimming: required, at most 60 characters. */
export function checkName(name: string): AccountErrorKey | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'nameRequired';
  if (trimmed.length > NAME_MAX_LENGTH) return 'nameTooLong';
  return null;
}

/** A one-time code: exactly 6 digits after trimming. */
export function checkOtpCode(code: string): AccountErrorKey | null {
  return OTP_PATTERN.test(code.trim()) ? null : 'otpFormat';
}

export type LoginField = 'contact' | 'password';

/** A login password: required; one longer than any password can be is wrong credentials. */
export function checkLoginPassword(password: string): AccountErrorKey | null {
  if (password === '') return 'passwordRequired';
  if (password.length > PASSWORD_MAX_LENGTH) return 'wrongCredentials';
  return null;
}

/** Email-or-phone and password. */
export function checkLogin(fields: { contact: string; password: string }): AccountProblem<LoginField> | null {
  if (!isEmailOrPhone(fields.contact)) return { field: 'contact', key: 'loginContact' };
  const password = checkLoginPassword(fields.password);
  return password ? { field: 'password', key: password } : null;
}

export type RegistrationField = 'name' | 'contact' | 'password';

/** Name, email-or-phone (the registration's wording) and a new password. */
export function checkRegistration(fields: {
  name: string;
  contact: string;
  password: string;
}): AccountProblem<RegistrationField> | null {
  const name = checkName(fields.name);
  if (name) return { field: 'name', key: name };
  if (!isEmailOrPhone(fields.contact)) return { field: 'contact', key: 'registerContact' };
  const password = checkNewPassword(fields.password);
  return password ? { field: 'password', key: password } : null;
}

/** The token of a reset link: one that cannot have been issued is an invalid link. */
export function checkResetToken(token: string): AccountErrorKey | null {
  const trimmed = token.trim();
  return trimmed === '' || trimmed.length > RESET_TOKEN_MAX_LENGTH ? 'resetLinkInvalid' : null;
}

export interface ProfileFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** '' keeps the password. */
  newPassword: string;
  /** Asked for whenever a new password is given. */
  currentPassword: string;
}
export type ProfileField = keyof ProfileFields;

/**
 * The profile's own fields: first name required, names at most 60 characters, email and phone
 * required and well formed, a new password (when given) of the password rule.
 */
export function checkProfileDetails(
  fields: Omit<ProfileFields, 'currentPassword'>,
): AccountProblem<ProfileField> | null {
  const firstName = checkName(fields.firstName);
  if (firstName) return { field: 'firstName', key: firstName };
  if (fields.lastName.trim().length > NAME_MAX_LENGTH) return { field: 'lastName', key: 'nameTooLong' };
  if (!isEmail(fields.email)) return { field: 'email', key: 'emailInvalid' };
  if (!isPhone(fields.phone)) return { field: 'phone', key: 'phoneInvalid' };
  const password = fields.newPassword === '' ? null : checkNewPassword(fields.newPassword);
  return password ? { field: 'newPassword', key: password } : null;
}

/**
 * The profile form: its fields, then the current password beside a new one. (Upstream checks the
 * current password against the account instead, so an account without one can set its first.)
 */
export function checkProfileForm(fields: ProfileFields): AccountProblem<ProfileField> | null {
  const details = checkProfileDetails(fields);
  if (details) return details;
  if (fields.newPassword !== '' && fields.currentPassword === '')
    return { field: 'currentPassword', key: 'currentPasswordRequired' };
  return null;
}
