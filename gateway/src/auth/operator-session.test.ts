import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { OperatorSession, verifyOperatorToken } from './operator-session.ts';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const now = Date.UTC(2026, 10, 23, 12);
const sign = (claims: object, secret = SECRET, options: jwt.SignOptions = {}) =>
  jwt.sign({ iat: now / 1000, exp: now / 1000 + 3600, ...claims }, secret, {
    algorithm: 'HS256',
    subject: '7',
    jwtid: 'j1',
    ...options,
  });

describe('operator tokens', () => {
  it('accepts an operator token and reads its role', () => {
    const token = sign({ typ: 'operator', role: 'support', ver: 1 });
    expect(verifyOperatorToken(token, SECRET, now)).toEqual({ token, operatorId: 7, role: 'support' });
  });

  it('refuses shopper and partner tokens, unknown roles, other secrets and expired tokens', () => {
    expect(verifyOperatorToken(sign({ typ: 'shopper' }), SECRET, now)).toBeNull();
    expect(verifyOperatorToken(sign({ typ: 'partner', lvl: 1 }), SECRET, now)).toBeNull();
    expect(verifyOperatorToken(sign({ typ: 'operator', role: 'admin', ver: 1 }), SECRET, now)).toBeNull();
    expect(
      verifyOperatorToken(
        sign({ typ: 'operator', role: 'owner', ver: 1 }, 'another-secret-of-enough-length-000'),
        SECRET,
        now,
      ),
    ).toBeNull();
    expect(
      verifyOperatorToken(sign({ typ: 'operator', role: 'owner', ver: 1 }), SECRET, now + 2 * 3600_000),
    ).toBeNull();
  });

  it('answers UNAUTHENTICATED without an operator and FORBIDDEN for work outside the role', () => {
    const none = OperatorSession.fromHeader(undefined, () => SECRET, now);
    expect(() => none.require()).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }) }),
    );
    const support = OperatorSession.fromHeader(
      `Bearer ${sign({ typ: 'operator', role: 'support', ver: 1 })}`,
      () => SECRET,
      now,
    );
    expect(support.requirePermission('support.write').operatorId).toBe(7);
    expect(() => support.requirePermission('orders.fulfil')).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'FORBIDDEN' }) }),
    );
    support.reject();
    expect(support.identity).toBeNull();
  });
});
