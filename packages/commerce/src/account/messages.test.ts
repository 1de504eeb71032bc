import { describe, expect, it } from 'vitest';
import { ACCOUNT_ERRORS, ACCOUNT_MESSAGES } from './messages.ts';

describe('account messages', () => {
  it("keeps the spec's wording character for character, typos included", () => {
    expect(ACCOUNT_ERRORS.userExists.message).toBe('User Already Exixts');
    expect(ACCOUNT_ERRORS.loginContact.message).toBe('Please enter a valid Email or Mobile number');
    expect(ACCOUNT_ERRORS.registerContact.message).toBe('Please enter a valid email address or mobile number.');
    expect(ACCOUNT_ERRORS.wrongCredentials.message).toBe('Unauthorized access, Check Email-id/Mobile No. and Password');
    expect(ACCOUNT_MESSAGES.registered).toBe('Registration successful! You will be re-directed to the login page.');
    expect(ACCOUNT_MESSAGES.otpSent).toBe('OTP Sent Successfully.');
  });

  it('states each limit from its constant', () => {
    expect(ACCOUNT_ERRORS.passwordTooShort.message).toBe('Password must be at least 6 characters.');
    expect(ACCOUNT_ERRORS.passwordTooLong.message).toBe('Password must be at most 128 characters.');
    expect(ACCOUNT_ERRORS.nameTooLong.message).toBe('Name must be at most 60 characters.');
    expect(ACCOUNT_ERRORS.otpFormat.message).toBe('Please enter the 6-digit OTP.');
    expect(ACCOUNT_ERRORS.loginLocked.message).toBe(
      'Too many failed login attempts. Please wait a moment and try again, or log in with an OTP.',
    );
    expect(ACCOUNT_ERRORS.otpTooMany.message).toBe('Too many OTP requests. Please try again in 15 minutes.');
    expect(ACCOUNT_MESSAGES.resetRequested).toMatch(/The link is valid for 30 minutes\.$/);
  });
});
