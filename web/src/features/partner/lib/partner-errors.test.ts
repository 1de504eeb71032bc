import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { isPartnerSessionError, partnerFailureOf } from './partner-errors.ts';

const combined = (extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message: 'x', extensions }] });

describe('partnerFailureOf', () => {
  it('reads a partner UNAUTHENTICATED as an expired session', () => {
    expect(partnerFailureOf(combined({ code: 'UNAUTHENTICATED', realm: 'partner' }))).toBe('session-expired');
    expect(isPartnerSessionError(combined({ code: 'UNAUTHENTICATED', realm: 'partner' }))).toBe(true);
  });
  it('leaves the shopper realm, FORBIDDEN and network failures as unexpected', () => {
    expect(partnerFailureOf(combined({ code: 'UNAUTHENTICATED' }))).toBe('unexpected');
    expect(partnerFailureOf(combined({ code: 'FORBIDDEN', realm: 'partner' }))).toBe('unexpected');
    expect(partnerFailureOf(new TypeError('Failed to fetch'))).toBe('unexpected');
    expect(partnerFailureOf(undefined)).toBe('unexpected');
  });
});
