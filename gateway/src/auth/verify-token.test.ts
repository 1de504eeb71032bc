import jwt from 'jsonwebtoken';
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyShopperToken } from './verify-token.ts';

const SECRET = 'test-secret-0123456789abcdef';
const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const nowSeconds = Math.floor(NOW / 1000);

function sign(claims: object, options: jwt.SignOptions = {}, secret: jwt.Secret = SECRET): string {
  const payload = Object.fromEntries(
    Object.entries({ sub: '42', typ: 'shopper', jti: 'j1', iat: nowSeconds, exp: nowSeconds + 3600, ...claims }).filter(
      ([, value]) => value !== undefined,
    ),
  );
  return jwt.sign(payload, secret, {
    algorithm: 'HS256',
    ...options,
  });
}

/** A token with the given header and payload and no signature ('none'). */
function unsigned(header: object, payload: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part(header)}.${part(payload)}.`;
}

describe('verifyShopperToken', () => {
  it('accepts an unexpired HS256 shopper token and gives its subject and expiry', () => {
    expect(verifyShopperToken(sign({}), SECRET, NOW)).toEqual({ userId: '42', expiresAt: nowSeconds + 3600 });
  });

  it('treats an expired token as a guest', () => {
    expect(verifyShopperToken(sign({ exp: nowSeconds - 1 }), SECRET, NOW)).toBeNull();
  });

  it('refuses a token signed with another secret (forged)', () => {
    expect(verifyShopperToken(sign({}, {}, 'another-secret'), SECRET, NOW)).toBeNull();
  });

  it('refuses a token whose payload was changed after signing (tampered)', () => {
    const [header, , signature] = sign({}).split('.');
    const payload = Buffer.from(JSON.stringify({ sub: '1', typ: 'shopper', exp: nowSeconds + 3600 })).toString(
      'base64url',
    );
    expect(verifyShopperToken(`${header}.${payload}.${signature}`, SECRET, NOW)).toBeNull();
  });

  it("refuses the 'none' algorithm", () => {
    const token = unsigned({ alg: 'none', typ: 'JWT' }, { sub: '42', typ: 'shopper', exp: nowSeconds + 3600 });
    expect(verifyShopperToken(token, SECRET, NOW)).toBeNull();
  });

  it('refuses another HMAC algorithm with the right secret (the algorithm is pinned)', () => {
    expect(verifyShopperToken(sign({}, { algorithm: 'HS512' }), SECRET, NOW)).toBeNull();
  });

  it('refuses an RS256 token', () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    expect(verifyShopperToken(sign({}, { algorithm: 'RS256' }, privateKey), SECRET, NOW)).toBeNull();
  });

  it('refuses a token of another type (partner) or without a type', () => {
    expect(verifyShopperToken(sign({ typ: 'partner' }), SECRET, NOW)).toBeNull();
    expect(verifyShopperToken(sign({ typ: undefined }), SECRET, NOW)).toBeNull();
  });

  it('refuses a token without a subject or without an expiry', () => {
    expect(verifyShopperToken(sign({ sub: undefined }), SECRET, NOW)).toBeNull();
    expect(verifyShopperToken(sign({ exp: undefined }), SECRET, NOW)).toBeNull();
  });

  it('refuses malformed tokens', () => {
    for (const token of ['', 'abc', 'a.b.c', 'Bearer x', sign({}).slice(0, -5)]) {
      expect(verifyShopperToken(token, SECRET, NOW)).toBeNull();
    }
  });
});
