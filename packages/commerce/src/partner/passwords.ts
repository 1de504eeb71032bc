// Partner passwords: 8 to 64 characters, never trimmed; a new password and its confirmation must
// match (spec section 5: 'New Password and New Confirm Password did not match.'). The checks name
// the field of each problem, the new password's first, as the forms show them.
import { PARTNER_PASSWORD_MAX, PARTNER_PASSWORD_MIN } from './limits.ts';
import type { FieldProblem } from './messages.ts';

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
