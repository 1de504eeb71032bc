import { describe, expect, it } from 'vitest';
import {
  canMailResetLink,
  isAcceptablePassword,
  isLoginLocked,
  resetLink,
  resetLinkExpiresAt,
} from './account-rules.ts';

describe('account rules', () => {
  it('locks an account at 5 failures in the window', () => {
    expect([0, 4, 5, 6].map(isLoginLocked)).toEqual([false, false, true, true]);
  });

  it('needs passwords of 6 to 128 characters', () => {
    expect(['12345', '123456', 'x'.repeat(128), 'x'.repeat(129)].map(isAcceptablePassword)).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it('builds the reset link on the public URL, valid 30 minutes, at most 3 mails per window', () => {
    expect(resetLink('http://localhost:4000/', 'a+b/c')).toBe('http://localhost:4000/reset-password?token=a%2Bb%2Fc');
    expect(resetLink('https://shop.example.in', 'abc')).toBe('https://shop.example.in/reset-password?token=abc');
    expect(resetLinkExpiresAt(new Date('2026-03-01T10:00:00.000Z')).toISOString()).toBe('2026-03-01T10:30:00.000Z');
    expect([0, 2, 3].map(canMailResetLink)).toEqual([true, true, false]);
  });
});
