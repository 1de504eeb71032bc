// The login, registration and profile checks (spec section 5), pure and tested beside.
// The gateway checks the same rules again; checking here saves a request and keeps the messages exact.
import {
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  LOGIN_CONTACT_MESSAGE,
  NAME_REQUIRED_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
  PHONE_INVALID_MESSAGE,
  REGISTER_CONTACT_MESSAGE,
  TERMS_REQUIRED_MESSAGE,
} from '@/lib/constants.ts';
import { isEmail, isEmailOrPhone, isPhone } from '@/lib/contact-shape.ts';

/** The first problem of the email login form, or null. */
export function loginProblem(contact: string, password: string): string | null {
  if (!isEmailOrPhone(contact)) return LOGIN_CONTACT_MESSAGE;
  if (password === '') return PASSWORD_REQUIRED_MESSAGE;
  return null;
}

export type RegisterFields = { name: string; contact: string; password: string; acceptTerms: boolean };

/** The first problem of the registration form, or null. The terms are enforced (the old site did not). */
export function registerProblem(fields: RegisterFields): string | null {
  if (fields.name.trim() === '') return NAME_REQUIRED_MESSAGE;
  if (!isEmailOrPhone(fields.contact)) return REGISTER_CONTACT_MESSAGE;
  if (fields.password === '') return PASSWORD_REQUIRED_MESSAGE;
  if (!fields.acceptTerms) return TERMS_REQUIRED_MESSAGE;
  return null;
}

export type ProfileFields = {
  firstName: string;
  email: string;
  phone: string;
  currentPassword: string;
  newPassword: string;
};

/** The first problem of the profile form (name, email and phone required), or null. */
export function profileProblem(fields: ProfileFields): string | null {
  if (fields.firstName.trim() === '') return NAME_REQUIRED_MESSAGE;
  if (!isEmail(fields.email)) return EMAIL_INVALID_MESSAGE;
  if (!isPhone(fields.phone)) return PHONE_INVALID_MESSAGE;
  if (fields.newPassword !== '' && fields.currentPassword === '') return CURRENT_PASSWORD_REQUIRED_MESSAGE;
  return null;
}
