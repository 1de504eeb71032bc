import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { isRateLimitedError } from './support-errors.ts';

const graphqlError = (extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message: 'x', extensions }] });

describe('isRateLimitedError', () => {
  it('tells a RATE_LIMITED refusal from other errors', () => {
    expect(isRateLimitedError(graphqlError({ code: 'RATE_LIMITED' }))).toBe(true);
    expect(isRateLimitedError(graphqlError({ code: 'BAD_USER_INPUT' }))).toBe(false);
    expect(isRateLimitedError(new Error('network'))).toBe(false);
    expect(isRateLimitedError(null)).toBe(false);
  });
});
