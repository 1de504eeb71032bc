import { describe, expect, it } from 'vitest';
import { PARTNER_ERRORS } from './messages.ts';
import { checkChangePassword, checkNewPassword, checkPartnerLogin, isAcceptablePartnerPassword } from './passwords.ts';

describe('partner passwords', () => {
  it('are 8 to 64 characters, blanks counted', () => {
    expect(isAcceptablePartnerPassword('a'.repeat(7))).toBe(false);
    expect(isAcceptablePartnerPassword('a'.repeat(8))).toBe(true);
    expect(isAcceptablePartnerPassword(' '.repeat(8))).toBe(true);
    expect(isAcceptablePartnerPassword('a'.repeat(64))).toBe(true);
    expect(isAcceptablePartnerPassword('a'.repeat(65))).toBe(false);
    expect(PARTNER_ERRORS.passwordLength.message).toBe('Password must be 8 to 64 characters.');
  });

  it('need the confirmation to match, with the spec message', () => {
    expect(checkNewPassword('Partner@456', 'Partner@456')).toEqual([]);
    expect(checkNewPassword('Partner@456', 'Partner@457')).toEqual([
      { field: 'confirmPassword', key: 'passwordMismatch' },
    ]);
    expect(PARTNER_ERRORS.passwordMismatch.message).toBe('New Password and New Confirm Password did not match.');
  });

  it('name the new password first when both are wrong', () => {
    expect(checkNewPassword('short', 'shorter')).toEqual([
      { field: 'password', key: 'passwordLength' },
      { field: 'confirmPassword', key: 'passwordMismatch' },
    ]);
  });

  it('need the current password on the change form', () => {
    expect(
      checkChangePassword({ oldPassword: '', newPassword: 'Partner@456', confirmPassword: 'Partner@456' }),
    ).toEqual([{ field: 'oldPassword', key: 'currentPasswordRequired' }]);
    expect(checkChangePassword({ oldPassword: 'x', newPassword: 'short', confirmPassword: 'short' })).toEqual([
      { field: 'newPassword', key: 'passwordLength' },
    ]);
    expect(PARTNER_ERRORS.currentPasswordRequired.message).toBe('Current Password is required.');
  });

  it('need the CP code and the password to log in; over-long values are unauthorized', () => {
    expect(checkPartnerLogin({ email: ' ', password: '' })).toEqual([
      { field: 'email', key: 'loginEmail' },
      { field: 'password', key: 'loginPassword' },
    ]);
    expect(checkPartnerLogin({ email: `${'a'.repeat(250)}@x.in`, password: 'p'.repeat(129) })).toEqual([
      { field: 'email', key: 'unauthorized' },
      { field: 'password', key: 'unauthorized' },
    ]);
    expect(checkPartnerLogin({ email: 'rohan.cp@example.com', password: ' Partner@123 ' })).toEqual([]);
    expect(PARTNER_ERRORS.loginEmail.message).toBe('Please enter your CP code (email).');
  });
});
