// The CP password forms (spec sections 2, 5 and 8): the new password and its confirmation must
// match ('New Password and New Confirm Password did not match.'); the length rule is upstream's.
import type { FieldMessage } from '@/lib/user-errors.ts';
import {
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  PASSWORD_LENGTH_MESSAGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MISMATCH_MESSAGE,
} from '@/features/partner/partner-constants.ts';

/** A new password and its confirmation: the length, then the match. */
export function newPasswordProblem(password: string, confirm: string): FieldMessage | null {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH)
    return { field: 'newPassword', message: PASSWORD_LENGTH_MESSAGE };
  if (password !== confirm) return { field: 'confirmPassword', message: PASSWORD_MISMATCH_MESSAGE };
  return null;
}

export function changePasswordProblem(values: {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}): FieldMessage | null {
  if (values.oldPassword === '') return { field: 'oldPassword', message: CURRENT_PASSWORD_REQUIRED_MESSAGE };
  return newPasswordProblem(values.newPassword, values.confirmPassword);
}
