import { describe, expect, it } from 'vitest';
import { isRateLimited, RATE_LIMIT_ERROR } from './rate-limits.ts';

describe('RATE_LIMIT_ERROR', () => {
  it('is coded RATE_LIMITED with a message a shopper understands', () => {
    expect(RATE_LIMIT_ERROR).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again in a few minutes.',
    });
    expect(isRateLimited('RATE_LIMITED')).toBe(true);
    expect(isRateLimited('BAD_USER_INPUT')).toBe(false);
    expect(isRateLimited(undefined)).toBe(false);
  });
});
