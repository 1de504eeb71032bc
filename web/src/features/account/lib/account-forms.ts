// The account forms' checks as the screens word them: the rules of @shop/commerce/account/forms
// with the messages of ACCOUNT_ERRORS (the gateway checks the same rules again). The registration
// also wants the terms accepted, and a new password typed twice alike: only the web asks those.
import {
  checkLogin,
  checkNewPassword,
  checkProfileForm,
  checkRegistration,
  type ProfileFields,
} from '@shop/commerce/account/forms';
import { PASSWORD_MIN_LENGTH } from '@shop/commerce/account/limits';
import { ACCOUNT_ERRORS } from '@shop/commerce/account/messages';
import { PASSWORDS_DIFFER_MESSAGE, TERMS_REQUIRED_MESSAGE } from '@/lib/constants.ts';

const messageOf = (problem: { key: keyof typeof ACCOUNT_ERRORS } | null): string | null =>
  problem ? ACCOUNT_ERRORS[problem.key].message : null;

/** The hint under a new password box. */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters.`;

/** The first problem of the email login form, or null. */
export function loginProblem(contact: string, password: string): string | null {
  return messageOf(checkLogin({ contact, password }));
}

export type RegisterFields = { name: string; contact: string; password: string; acceptTerms: boolean };

/** The first problem of the registration form, or null. The terms box must be ticked (the spec's form lets it pass). */
export function registerProblem(fields: RegisterFields): string | null {
  const problem = messageOf(checkRegistration(fields));
  if (problem) return problem;
  return fields.acceptTerms ? null : TERMS_REQUIRED_MESSAGE;
}

/** The first problem of the profile form (name, email and phone required), or null. */
export function profileProblem(fields: ProfileFields): string | null {
  return messageOf(checkProfileForm(fields));
}

/** The reset page's new password, and the same typed again. */
export function newPasswordProblem(password: string, confirm: string): string | null {
  const problem = checkNewPassword(password);
  if (problem) return ACCOUNT_ERRORS[problem].message;
  return password === confirm ? null : PASSWORDS_DIFFER_MESSAGE;
}
