import { describe, expect, it } from 'vitest';
import {
  checkLogin,
  checkName,
  checkNewPassword,
  checkOtpCode,
  checkResetToken,
  checkProfileDetails,
  checkProfileForm,
  checkRegistration,
} from './forms.ts';

describe('checkNewPassword', () => {
  it('takes 6 to 128 characters as typed', () => {
    expect(['', '12345', '123456', 'x'.repeat(128), 'x'.repeat(129)].map(checkNewPassword)).toEqual([
      'passwordRequired',
      'passwordTooShort',
      null,
      null,
      'passwordTooLong',
    ]);
    expect(checkNewPassword('      ')).toBeNull();
  });
});

describe('checkName and checkOtpCode', () => {
  it('wants a name of at most 60 characters after trimming', () => {
    expect([' ', 'Asha', ` ${'a'.repeat(60)} `, 'a'.repeat(61)].map(checkName)).toEqual([
      'nameRequired',
      null,
      null,
      'nameTooLong',
    ]);
  });

  it('wants exactly 6 digits', () => {
    expect(['123456', ' 123456 ', '12345', '1234567', '12345a'].map(checkOtpCode)).toEqual([
      null,
      null,
      'otpFormat',
      'otpFormat',
      'otpFormat',
    ]);
  });
});

describe('checkLogin', () => {
  it("uses the spec's login wording for a contact that is neither shape", () => {
    expect(checkLogin({ contact: 'aarav', password: 'x' })).toEqual({ field: 'contact', key: 'loginContact' });
    expect(checkLogin({ contact: '98765 43210', password: 'x' })?.key).toBe('loginContact');
  });

  it('asks for the password, and calls an impossible one wrong credentials', () => {
    expect(checkLogin({ contact: '9876543210', password: '' })).toEqual({ field: 'password', key: 'passwordRequired' });
    expect(checkLogin({ contact: 'aarav@example.com', password: 'x'.repeat(129) })?.key).toBe('wrongCredentials');
    expect(checkLogin({ contact: ' aarav@example.com ', password: 'Shop@1234' })).toBeNull();
  });
});

describe('checkRegistration', () => {
  const valid = { name: 'Asha Rao', contact: 'asha@example.com', password: 'secret1' };

  it('checks name, contact (registration wording) and password in that order', () => {
    expect(checkRegistration(valid)).toBeNull();
    expect(checkRegistration({ name: ' ', contact: 'x', password: '' })).toEqual({
      field: 'name',
      key: 'nameRequired',
    });
    expect(checkRegistration({ ...valid, contact: '12345', password: '' })).toEqual({
      field: 'contact',
      key: 'registerContact',
    });
    expect(checkRegistration({ ...valid, password: 'abc' })).toEqual({ field: 'password', key: 'passwordTooShort' });
    expect(checkRegistration({ ...valid, name: 'a'.repeat(61) })?.key).toBe('nameTooLong');
  });
});

describe('checkResetToken', () => {
  it('takes a token of 1 to 200 characters; any other is an invalid link', () => {
    expect(checkResetToken('abc')).toBeNull();
    expect(checkResetToken('a'.repeat(200))).toBeNull();
    expect(checkResetToken('  ')).toBe('resetLinkInvalid');
    expect(checkResetToken('a'.repeat(201))).toBe('resetLinkInvalid');
  });
});

describe('the profile', () => {
  const valid = {
    firstName: 'Aarav',
    lastName: 'Sharma',
    email: 'aarav@example.com',
    phone: '9876543210',
    newPassword: '',
    currentPassword: '',
  };

  it('passes without a password change', () => {
    expect(checkProfileForm(valid)).toBeNull();
  });

  it('requires name, email and phone, and keeps names to 60 characters', () => {
    expect(checkProfileForm({ ...valid, firstName: '' })).toEqual({ field: 'firstName', key: 'nameRequired' });
    expect(checkProfileForm({ ...valid, firstName: 'a'.repeat(61) })?.key).toBe('nameTooLong');
    expect(checkProfileForm({ ...valid, lastName: 'a'.repeat(61) })).toEqual({ field: 'lastName', key: 'nameTooLong' });
    expect(checkProfileForm({ ...valid, lastName: '' })).toBeNull();
    expect(checkProfileForm({ ...valid, email: 'aarav' })).toEqual({ field: 'email', key: 'emailInvalid' });
    expect(checkProfileForm({ ...valid, phone: '98765' })).toEqual({ field: 'phone', key: 'phoneInvalid' });
  });

  it('checks a new password, then asks for the current one beside it', () => {
    expect(checkProfileForm({ ...valid, newPassword: 'abc', currentPassword: 'Shop@1234' })?.key).toBe(
      'passwordTooShort',
    );
    expect(checkProfileForm({ ...valid, newPassword: 'newpass1' })).toEqual({
      field: 'currentPassword',
      key: 'currentPasswordRequired',
    });
    expect(checkProfileForm({ ...valid, newPassword: 'newpass1', currentPassword: 'Shop@1234' })).toBeNull();
  });

  it('leaves the current password to the account when only the details are checked', () => {
    expect(checkProfileDetails({ ...valid, newPassword: 'newpass1' })).toBeNull();
  });
});
