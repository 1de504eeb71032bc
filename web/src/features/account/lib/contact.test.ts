import { describe, expect, it } from 'vitest';
import { digitsOnly, isEmail, isEmailOrPhone, isPhone, loginProblem, profileProblem, registerProblem } from './contact.ts';

describe('contact shapes', () => {
  it('accepts a simple email shape', () => {
    expect(isEmail('aarav@example.com')).toBe(true);
    expect(isEmail(' aarav@example.com ')).toBe(true);
    expect(isEmail('aarav@example')).toBe(false);
    expect(isEmail('aa rav@example.com')).toBe(false);
    expect(isEmail('a@b@example.com')).toBe(false);
  });
  it('accepts exactly 10 digits as a phone', () => {
    expect(isPhone('9876543210')).toBe(true);
    expect(isPhone('987654321')).toBe(false);
    expect(isPhone('98765432100')).toBe(false);
    expect(isPhone('98765-43210')).toBe(false);
  });
  it('takes either', () => {
    expect(isEmailOrPhone('9876543210')).toBe(true);
    expect(isEmailOrPhone('priya@example.com')).toBe(true);
    expect(isEmailOrPhone('priya')).toBe(false);
  });
  it('strips non-digits and cuts to a length', () => {
    expect(digitsOnly('+91 98765-43210')).toBe('919876543210');
    expect(digitsOnly('98a76 54-3210', 10)).toBe('9876543210');
    expect(digitsOnly('12 34 56 78', 6)).toBe('123456');
  });
});

describe('loginProblem', () => {
  it('uses the login wording for a bad contact', () => {
    expect(loginProblem('aarav', 'x')).toBe('Please enter a valid Email or Mobile number');
  });
  it('asks for the password', () => {
    expect(loginProblem('9876543210', '')).toBe('Please enter your password.');
    expect(loginProblem('9876543210', 'Shop@1234')).toBeNull();
  });
});

describe('registerProblem', () => {
  const valid = { name: 'Asha Rao', contact: 'asha@example.com', password: 'secret1', acceptTerms: true };
  it('passes a complete form', () => {
    expect(registerProblem(valid)).toBeNull();
  });
  it('uses the registration wording for a bad contact', () => {
    expect(registerProblem({ ...valid, contact: '12345' })).toBe('Please enter a valid email address or mobile number.');
  });
  it('requires name and password', () => {
    expect(registerProblem({ ...valid, name: '  ' })).toBe('Please enter your name.');
    expect(registerProblem({ ...valid, password: '' })).toBe('Please enter your password.');
  });
  it('enforces the terms checkbox', () => {
    expect(registerProblem({ ...valid, acceptTerms: false })).toBe('Please accept the terms and conditions.');
  });
});

describe('profileProblem', () => {
  const valid = { firstName: 'Aarav', email: 'aarav@example.com', phone: '9876543210', currentPassword: '', newPassword: '' };
  it('passes without a password change', () => {
    expect(profileProblem(valid)).toBeNull();
  });
  it('requires name, email and phone', () => {
    expect(profileProblem({ ...valid, firstName: '' })).toBe('Please enter your name.');
    expect(profileProblem({ ...valid, email: 'aarav' })).toBe('Please enter a valid email address.');
    expect(profileProblem({ ...valid, phone: '98765' })).toBe('Please enter a valid 10-digit mobile number.');
  });
  it('needs the current password for a new one', () => {
    expect(profileProblem({ ...valid, newPassword: 'newpass1' })).toBe('Please enter your current password.');
    expect(profileProblem({ ...valid, newPassword: 'newpass1', currentPassword: 'Shop@1234' })).toBeNull();
  });
});
