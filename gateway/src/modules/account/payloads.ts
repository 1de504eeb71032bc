// The account mutations' payloads from the clients' typed results. Pure; tested beside.
import { ACCOUNT_ERRORS } from '@shop/commerce/account/messages';
import { userError, type UserError, type UserErrorKind } from '../../graphql/user-errors.ts';
import type { SignInResult } from './client.ts';
import type { AuthPayload } from './models.ts';

export function failedAuth(userErrors: UserError[]): AuthPayload {
  return { token: null, expiresAt: null, deviceToken: null, userErrors };
}

/**
 * A sign-in's payload; `refused` is the spec's message for wrong credentials or a wrong code. A
 * login upstream holds back (the failed-login backoff) says so and points to the OTP login; a
 * right code for a number without an account asks to register.
 */
export function authPayload(result: SignInResult, refused: UserErrorKind, field: string[] | null = null): AuthPayload {
  switch (result.kind) {
    case 'ok': {
      const { token, expiresAt, deviceToken } = result.session;
      return { token, expiresAt, deviceToken, userErrors: [] };
    }
    case 'refused':
      return failedAuth([userError(refused, field)]);
    case 'rateLimited':
      return failedAuth([userError(ACCOUNT_ERRORS.loginLocked)]);
    case 'unregistered':
      return failedAuth([userError(ACCOUNT_ERRORS.otpNotRegistered, ['phone'])]);
  }
}

export function rateLimitedError(): UserError {
  return userError(ACCOUNT_ERRORS.rateLimited);
}

/** `{ ok: false, userErrors }` for the payloads shaped that way. */
export function notOk(userErrors: UserError[]): { ok: false; userErrors: UserError[] } {
  return { ok: false, userErrors };
}

export function ok(): { ok: true; userErrors: UserError[] } {
  return { ok: true, userErrors: [] };
}
