import { describe, expect, it } from 'vitest';
import { OTP_MAX_SENDS, OTP_MAX_WRONG_TRIES, OTP_VALIDITY_MS } from '@shop/commerce/account/limits';
import { canSendOtp, checkOtp, otpExpiresAt, windowStart } from './otp-rules.ts';

const now = new Date('2026-03-01T10:00:00.000Z');
const fresh = { expiresAt: otpExpiresAt(now), used: false, wrongTries: 0 };

describe('checkOtp', () => {
  it('accepts the right code while it is fresh and refuses a wrong one as a counted try', () => {
    expect(checkOtp(fresh, true, now)).toBe('valid');
    expect(checkOtp(fresh, true, new Date(now.getTime() + OTP_VALIDITY_MS - 1))).toBe('valid');
    expect(checkOtp(fresh, false, now)).toBe('wrong');
  });

  it('refuses a code at and after 5 minutes', () => {
    expect(checkOtp(fresh, true, new Date(now.getTime() + OTP_VALIDITY_MS))).toBe('expired');
    expect(checkOtp(fresh, false, new Date(now.getTime() + OTP_VALIDITY_MS + 1))).toBe('expired');
  });

  it('refuses a used code, a missing code and a code with 5 wrong tries even when right', () => {
    expect(checkOtp({ ...fresh, used: true }, true, now)).toBe('used');
    expect(checkOtp(undefined, true, now)).toBe('missing');
    expect(checkOtp({ ...fresh, wrongTries: OTP_MAX_WRONG_TRIES - 1 }, true, now)).toBe('valid');
    expect(checkOtp({ ...fresh, wrongTries: OTP_MAX_WRONG_TRIES }, true, now)).toBe('dead');
  });
});

describe('send limit', () => {
  it('allows 3 sends per window', () => {
    expect(OTP_MAX_SENDS).toBe(3);
    expect([0, 1, 2, 3, 4].map(canSendOtp)).toEqual([true, true, true, false, false]);
    expect(windowStart(now, 15 * 60_000).toISOString()).toBe('2026-03-01T09:45:00.000Z');
  });
});
