import { describe, expect, it } from 'vitest';
import { ACCOUNT_ERRORS } from '@shop/commerce/account/messages';
import { authPayload } from './payloads.ts';

describe('authPayload', () => {
  it('carries the token and expiry of a session', () => {
    expect(
      authPayload(
        { kind: 'ok', session: { token: 't', expiresAt: '2026-01-01T00:00:00.000Z' } },
        ACCOUNT_ERRORS.wrongCredentials,
      ),
    ).toEqual({
      token: 't',
      expiresAt: '2026-01-01T00:00:00.000Z',
      userErrors: [],
    });
  });

  it("gives the spec's message when refused, and RATE_LIMITED when upstream throttles", () => {
    expect(authPayload({ kind: 'refused' }, ACCOUNT_ERRORS.wrongCredentials).userErrors).toEqual([
      {
        field: null,
        message: 'Unauthorized access, Check Email-id/Mobile No. and Password',
        code: 'INVALID_CREDENTIALS',
      },
    ]);
    expect(authPayload({ kind: 'refused' }, ACCOUNT_ERRORS.otpFailed, ['otp']).userErrors[0]).toMatchObject({
      field: ['otp'],
      message: 'Failed to validate OTP',
    });
    expect(authPayload({ kind: 'rateLimited' }, ACCOUNT_ERRORS.otpFailed)).toEqual({
      token: null,
      expiresAt: null,
      userErrors: [{ field: null, message: 'Too many attempts. Please try again later.', code: 'RATE_LIMITED' }],
    });
  });
});
