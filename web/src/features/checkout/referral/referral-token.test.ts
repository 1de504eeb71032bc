// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { keepReferral, referralCodeOf, referralToken } from './referral-token.ts';

afterEach(() => localStorage.clear());

describe('referral links', () => {
  it('reads the code of ?ref= in any case, and nothing else', () => {
    expect(referralCodeOf('?ref=v5m1001')).toBe('V5M1001');
    expect(referralCodeOf('?q=ring&ref=V5G1002')).toBe('V5G1002');
    expect(referralCodeOf('?ref=%3Cscript%3E')).toBeNull();
    expect(referralCodeOf('?ref=')).toBeNull();
    expect(referralCodeOf('')).toBeNull();
  });

  it('keeps the newest visit until it expires, then drops it', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    keepReferral({ token: 'first-token-aaaaaaaaaaaaaaaa', expiresAt: '2026-12-23T10:00:00Z' });
    keepReferral({ token: 'newest-token-bbbbbbbbbbbbbbb', expiresAt: '2026-12-23T11:00:00Z' });
    expect(referralToken(now)).toBe('newest-token-bbbbbbbbbbbbbbb');
    expect(referralToken(new Date('2026-12-24T00:00:00Z'))).toBeNull();
    expect(referralToken(now)).toBeNull();
  });

  it('ignores a stored value it did not write', () => {
    localStorage.setItem('shop.referral', 'not json');
    expect(referralToken()).toBeNull();
    expect(localStorage.getItem('shop.referral')).toBeNull();
  });
});
