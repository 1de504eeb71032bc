import { describe, expect, it } from 'vitest';
import { graphQLErrorsOf, refusedSession } from './graphql-errors.ts';

describe('refusedSession', () => {
  it("reads the partner realm as the partner token's refusal", () => {
    expect(refusedSession({ extensions: { code: 'UNAUTHENTICATED', realm: 'partner' } })).toBe('partner');
  });
  it("reads the admin realm as the console operator token's refusal, never the shopper's", () => {
    expect(refusedSession({ extensions: { code: 'UNAUTHENTICATED', realm: 'admin' } })).toBe('admin');
  });
  it("reads UNAUTHENTICATED without a realm as the shopper token's refusal", () => {
    expect(refusedSession({ extensions: { code: 'UNAUTHENTICATED' } })).toBe('shopper');
  });
  it('reads any other error as no refusal', () => {
    expect(refusedSession({ extensions: { code: 'FORBIDDEN', realm: 'partner' } })).toBeNull();
    expect(refusedSession({ extensions: null })).toBeNull();
    expect(refusedSession({})).toBeNull();
  });
});

describe('graphQLErrorsOf', () => {
  it("takes an Apollo error's GraphQL errors", () => {
    const errors = [{ extensions: { code: 'UNAUTHENTICATED' } }];
    expect(graphQLErrorsOf({ errors })).toBe(errors);
  });
  it('finds none in a network failure or a thrown value', () => {
    expect(graphQLErrorsOf(new TypeError('Failed to fetch'))).toEqual([]);
    expect(graphQLErrorsOf(null)).toEqual([]);
    expect(graphQLErrorsOf({ errors: 'x' })).toEqual([]);
  });
});
