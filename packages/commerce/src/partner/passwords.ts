// Partner passwords: 8 to 64 characters, never trimmed; a new password and its confirmation must
// match (spec section 5: 'New Password and New Confirm Password did not match.'). The checks name
// the field of each problem, the new password's first, as the forms show them.
import { PARTNER_PASSWORD_MAX, PARTNER_PASSWORD_MIN, PARTNER_TEXT_LIMITS } from './limits.ts';
import type { FieldProblem, PartnerErrorKey } from './messages.ts';

export function isAcceptablePartnerPassword(password: string): boolean {
  return password.length >= PARTNER_PASSWORD_MIN && password.length <= PARTNER_PASSWORD_MAX;
}

/** A new password (its length) and its confirmation (the match); [] when both are right. */
export function checkNewPassword(
  password: string,
  confirmPassword: string,
): FieldProblem<'password' | 'confirmPassword'>[] {
  const problems: FieldProblem<'password' | 'confirmPassword'>[] = [];
  if (!isAcceptablePartnerPassword(password)) problems.push({ field: 'password', key: 'passwordLength' });
  if (password !== confirmPassword) problems.push({ field: 'confirmPassword', key: 'passwordMismatch' });
  return problems;
}

export type ChangePasswordField = 'oldPassword' | 'newPassword' | 'confirmPassword';

/** The change-password form: the current password is needed, then the new one and its confirmation. */
export function checkChangePassword(values: {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}): FieldProblem<ChangePasswordField>[] {
  const problems: FieldProblem<ChangePasswordField>[] = [];
  if (values.oldPassword === '') problems.push({ field: 'oldPassword', key: 'currentPasswordRequired' });
  for (const problem of checkNewPassword(values.newPassword, values.confirmPassword))
    problems.push({ field: problem.field === 'password' ? 'newPassword' : 'confirmPassword', key: problem.key });
  return problems;
}

/** The CP code (email) of the login form: required; longer than any stored one is 'Unauthorized access'. */
export function checkPartnerLoginEmail(email: string): PartnerErrorKey | null {
  const trimmed = email.trim();
  if (trimmed === '') return 'loginEmail';
  return trimmed.length > PARTNER_TEXT_LIMITS.email ? 'unauthorized' : null;
}

/** The password of the login form: required; longer than any password can be is 'Unauthorized access'. */
export function checkPartnerLoginPassword(password: string): PartnerErrorKey | null {
  if (password === '') return 'loginPassword';
  return password.length > PARTNER_TEXT_LIMITS.password ? 'unauthorized' : null;
}

/** The CP login form's problems, the CP code's first. */
export function checkPartnerLogin(values: { email: string; password: string }): FieldProblem<'email' | 'password'>[] {
  const email = checkPartnerLoginEmail(values.email);
  const password = checkPartnerLoginPassword(values.password);
  return [
    ...(email ? [{ field: 'email' as const, key: email }] : []),
    ...(password ? [{ field: 'password' as const, key: password }] : []),
  ];
}
