// The forms' field names; the rules are tested in @shop/commerce/partner/passwords.
import { describe, expect, it } from 'vitest';
import { changePasswordProblem, newPasswordProblem } from './password-form.ts';

describe('password forms', () => {
  it('name the new password box and the confirmation box', () => {
    expect(newPasswordProblem('short', 'short')).toEqual({
      field: 'newPassword',
      message: 'Password must be 8 to 64 characters.',
    });
    expect(newPasswordProblem('Partner@456', 'Partner@457')?.field).toBe('confirmPassword');
    expect(newPasswordProblem('Partner@456', 'Partner@456')).toBeNull();
  });

  it('need the current password first on the change form', () => {
    expect(changePasswordProblem({ oldPassword: '', newPassword: 'x', confirmPassword: 'y' })).toEqual({
      field: 'oldPassword',
      message: 'Current Password is required.',
    });
  });
});
