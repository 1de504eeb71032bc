// The CP password forms (spec sections 2, 5 and 8) on @shop/commerce's password rules: the new
// password's length, then 'New Password and New Confirm Password did not match.', on the fields of
// these forms (newPassword, confirmPassword, oldPassword).
import { checkChangePassword, checkNewPassword, type ChangePasswordField } from '@shop/commerce/partner/passwords';
import { firstProblem, type FormProblem } from './partner-problem.ts';

/** A new password and its confirmation: the length, then the match. */
export function newPasswordProblem(
  password: string,
  confirm: string,
): FormProblem<'newPassword' | 'confirmPassword'> | null {
  const problem = firstProblem(checkNewPassword(password, confirm));
  if (!problem) return null;
  return { field: problem.field === 'password' ? 'newPassword' : 'confirmPassword', message: problem.message };
}

/** The change-password form: the current password first. */
export function changePasswordProblem(values: {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}): FormProblem<ChangePasswordField> | null {
  return firstProblem(checkChangePassword(values));
}
