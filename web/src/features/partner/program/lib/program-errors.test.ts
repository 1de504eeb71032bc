import { describe, expect, it } from 'vitest';
import { hasErrorAt, isForbiddenError } from './program-errors.ts';

const forbidden = {
  errors: [{ message: 'Forbidden', path: ['partner', 'nominations'], extensions: { code: 'FORBIDDEN' } }],
};
const expired = { errors: [{ message: 'Session', extensions: { code: 'UNAUTHENTICATED', realm: 'partner' } }] };

describe('isForbiddenError', () => {
  it('tells a FORBIDDEN refusal from a session or network failure', () => {
    expect(isForbiddenError(forbidden)).toBe(true);
    expect(isForbiddenError(expired)).toBe(false);
    expect(isForbiddenError(new Error('network'))).toBe(false);
    expect(isForbiddenError(undefined)).toBe(false);
  });
});

describe('hasErrorAt', () => {
  it('matches errors by the start of their path', () => {
    expect(hasErrorAt(forbidden, ['partner', 'nominations'])).toBe(true);
    expect(hasErrorAt(forbidden, ['partner'])).toBe(true);
    expect(hasErrorAt(forbidden, ['partner', 'incentiveHistory'])).toBe(false);
    expect(hasErrorAt(expired, ['partner'])).toBe(false);
    expect(hasErrorAt(null, ['partner'])).toBe(false);
  });
});
