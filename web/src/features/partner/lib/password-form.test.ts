import { describe, expect, it } from 'vitest';
import { changePasswordProblem, newPasswordProblem } from './password-form.ts';

const MISMATCH = 'New Password and New Confirm Password did not match.';

describe('newPasswordProblem', () => {
  it('accepts a matching password of 8 to 64 characters', () => {
    expect(newPasswordProblem('Partner@456', 'Partner@456')).toBeNull();
    expect(newPasswordProblem('a'.repeat(64), 'a'.repeat(64))).toBeNull();
  });
  it('refuses a confirmation that differs, with the spec message', () => {
    expect(newPasswordProblem('Partner@456', 'Partner@457')).toEqual({ field: 'confirmPassword', message: MISMATCH });
  });
  it('refuses a length the server would refuse', () => {
    expect(newPasswordProblem('short', 'short')?.message).toBe('Password must be 8 to 64 characters.');
    expect(newPasswordProblem('a'.repeat(65), 'a'.repeat(65))?.field).toBe('newPassword');
  });
});

describe('changePasswordProblem', () => {
  it('needs the current password first', () => {
    expect(changePasswordProblem({ oldPassword: '', newPassword: 'x', confirmPassword: 'y' })?.field).toBe(
      'oldPassword',
    );
    expect(
      changePasswordProblem({ oldPassword: 'Partner@123', newPassword: 'Partner@456', confirmPassword: 'Partner@45' })
        ?.message,
    ).toBe(MISMATCH);
    expect(
      changePasswordProblem({ oldPassword: 'Partner@123', newPassword: 'Partner@456', confirmPassword: 'Partner@456' }),
    ).toBeNull();
  });
});
