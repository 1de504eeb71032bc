import { describe, expect, it } from 'vitest';
import { loginProblem, profileProblem, registerProblem } from './contact.ts';

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
    expect(registerProblem({ ...valid, contact: '12345' })).toBe(
      'Please enter a valid email address or mobile number.',
    );
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
  const valid = {
    firstName: 'Aarav',
    email: 'aarav@example.com',
    phone: '9876543210',
    currentPassword: '',
    newPassword: '',
  };
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
