import { describe, expect, it } from 'vitest';
import {
  canMailResetLink,
  registrationContacts,
  resetLink,
  resetLinkExpiresAt,
  resetMailText,
} from './account-rules.ts';

describe('account rules', () => {
  it('builds the reset link on the public URL, valid 30 minutes, at most 3 mails per window', () => {
    expect(resetLink('http://localhost:4000/', 'a+b/c')).toBe('http://localhost:4000/reset-password?token=a%2Bb%2Fc');
    expect(resetLink('https://shop.example.in', 'abc')).toBe('https://shop.example.in/reset-password?token=abc');
    expect(resetLinkExpiresAt(new Date('2026-03-01T10:00:00.000Z')).toISOString()).toBe('2026-03-01T10:30:00.000Z');
    expect([0, 2, 3].map(canMailResetLink)).toEqual([true, true, false]);
    expect(resetMailText('L')).toContain('within 30 minutes to choose a new password: L');
  });
});

describe('registrationContacts', () => {
  it('takes the email and the phone from any of the fields', () => {
    expect(registrationContacts(['9876543210', 'A@b.com'])).toEqual({ email: 'a@b.com', phone: '9876543210' });
    expect(registrationContacts(['a@b.com', 'a@b.com'])).toEqual({ email: 'a@b.com', phone: null });
    expect(registrationContacts([undefined, '9876543210'])).toEqual({ email: null, phone: '9876543210' });
  });

  it('refuses blanks only, an invalid value or two different values of one kind', () => {
    expect(registrationContacts(['', undefined])).toBeNull();
    expect(registrationContacts(['12345', 'a@b.com'])).toBeNull();
    expect(registrationContacts(['a@b.com', 'c@d.com'])).toBeNull();
  });
});
