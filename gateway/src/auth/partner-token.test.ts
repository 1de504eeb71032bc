import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { partnerTokenOf, verifyPartnerToken } from './partner-token.ts';

const SECRET = 'partner-test-secret-0123456789';
const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const nowSeconds = Math.floor(NOW / 1000);

function sign(claims: object, options: jwt.SignOptions = {}, secret: string = SECRET): string {
  const payload = Object.fromEntries(
    Object.entries({
      sub: '7',
      typ: 'partner',
      lvl: 1,
      jti: 'j-1',
      iat: nowSeconds,
      exp: nowSeconds + 3600,
      ...claims,
    }).filter(([, v]) => v !== undefined),
  );
  return jwt.sign(payload, secret, { algorithm: 'HS256', ...options });
}

describe('partnerTokenOf', () => {
  it('reads the bare token or one after Bearer', () => {
    expect(partnerTokenOf('a.b.c')).toBe('a.b.c');
    expect(partnerTokenOf('Bearer a.b.c')).toBe('a.b.c');
    expect(partnerTokenOf(['bearer  a.b.c '])).toBe('a.b.c');
  });

  it('gives null for no header, a blank one, or two words that are no Bearer token', () => {
    for (const header of [undefined, '', '   ', 'Basic x y', 'a b']) expect(partnerTokenOf(header)).toBeNull();
  });
});

describe('verifyPartnerToken', () => {
  it('accepts an unexpired HS256 partner token and gives the partner id, level and expiry', () => {
    expect(verifyPartnerToken(sign({}), SECRET, NOW)).toEqual({ partnerId: 7, level: 1, expiresAt: nowSeconds + 3600 });
    expect(verifyPartnerToken(sign({ lvl: 2 }), SECRET, NOW)?.level).toBe(2);
  });

  it('refuses a shopper token, expired, forged and tampered tokens', () => {
    expect(verifyPartnerToken(sign({ typ: 'shopper' }), SECRET, NOW)).toBeNull();
    expect(verifyPartnerToken(sign({ exp: nowSeconds - 1 }), SECRET, NOW)).toBeNull();
    expect(verifyPartnerToken(sign({}, {}, 'another-secret'), SECRET, NOW)).toBeNull();
    const [header, , signature] = sign({ lvl: 2 }).split('.');
    const promoted = Buffer.from(
      JSON.stringify({ sub: '7', typ: 'partner', lvl: 1, jti: 'j', exp: nowSeconds + 60 }),
    ).toString('base64url');
    expect(verifyPartnerToken(`${header}.${promoted}.${signature}`, SECRET, NOW)).toBeNull();
  });

  it('pins HS256: another algorithm or none is refused', () => {
    expect(verifyPartnerToken(sign({}, { algorithm: 'HS512' }), SECRET, NOW)).toBeNull();
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: '7', typ: 'partner', lvl: 1, jti: 'j', exp: nowSeconds + 60 })).toString('base64url')}.`;
    expect(verifyPartnerToken(none, SECRET, NOW)).toBeNull();
  });

  it('needs a numeric subject, level 1 or 2, a jti and an expiry', () => {
    for (const claims of [
      { sub: 'abc' },
      { sub: undefined },
      { lvl: 3 },
      { lvl: '1' },
      { lvl: undefined },
      { jti: undefined },
      { jti: '' },
      { exp: undefined },
    ]) {
      expect(verifyPartnerToken(sign(claims), SECRET, NOW)).toBeNull();
    }
  });
});
