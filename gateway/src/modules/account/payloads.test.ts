import { describe, expect, it } from 'vitest';
import { ACCOUNT_ERRORS } from '@shop/commerce/account/messages';
import { authPayload } from './payloads.ts';

describe('authPayload', () => {
  it('carries the token, expiry and device token of a session', () => {
    expect(
      authPayload(
        { kind: 'ok', session: { token: 't', expiresAt: '2026-01-01T00:00:00.000Z', deviceToken: 'd' } },
        ACCOUNT_ERRORS.wrongCredentials,
      ),
    ).toEqual({
      token: 't',
      expiresAt: '2026-01-01T00:00:00.000Z',
      deviceToken: 'd',
      userErrors: [],
    });
  });

  it("gives the spec's message when refused, and RATE_LIMITED when upstream holds a login back", () => {
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
    expect(authPayload({ kind: 'rateLimited' }, ACCOUNT_ERRORS.wrongCredentials)).toEqual({
      token: null,
      expiresAt: null,
      deviceToken: null,
      userErrors: [
        {
          field: null,
          message: 'Too many failed login attempts. Please wait a moment and try again, or log in with an OTP.',
          code: 'RATE_LIMITED',
        },
      ],
    });
  });

  it('asks a number without an account to register', () => {
    expect(authPayload({ kind: 'unregistered' }, ACCOUNT_ERRORS.otpFailed, ['otp']).userErrors).toEqual([
      {
        field: ['phone'],
        message: 'No account uses this mobile number yet. Please register first.',
        code: 'NOT_REGISTERED',
      },
    ]);
  });
});
