import { describe, expect, it } from 'vitest';
import { loginProblem, newPasswordProblem, profileProblem, registerProblem } from './account-forms.ts';

describe('the account forms as the screens word them', () => {
  it("shows the spec's login and registration wordings of a bad contact", () => {
    expect(loginProblem('aarav', 'x')).toBe('Please enter a valid Email or Mobile number');
    expect(registerProblem({ name: 'Asha Rao', contact: '12345', password: 'secret1', acceptTerms: true })).toBe(
      'Please enter a valid email address or mobile number.',
    );
  });

  it('enforces the terms checkbox after the other fields', () => {
    const valid = { name: 'Asha Rao', contact: 'asha@example.com', password: 'secret1', acceptTerms: true };
    expect(registerProblem(valid)).toBeNull();
    expect(registerProblem({ ...valid, acceptTerms: false })).toBe('Please accept the terms and conditions.');
    expect(registerProblem({ ...valid, password: '', acceptTerms: false })).toBe('Please enter your password.');
  });

  it('words the profile problems', () => {
    const valid = {
      firstName: 'Aarav',
      lastName: '',
      email: 'aarav@example.com',
      phone: '9876543210',
      currentPassword: '',
      newPassword: '',
    };
    expect(profileProblem(valid)).toBeNull();
    expect(profileProblem({ ...valid, newPassword: 'newpass1' })).toBe('Please enter your current password.');
  });

  it('wants the new password typed twice alike', () => {
    expect(newPasswordProblem('secret1', 'secret1')).toBeNull();
    expect(newPasswordProblem('abc', 'abc')).toBe('Password must be at least 6 characters.');
    expect(newPasswordProblem('secret1', 'secret2')).toBe('The two passwords do not match.');
  });
});
