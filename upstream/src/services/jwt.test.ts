import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { afterEach, describe, expect, it } from 'vitest';
import { createJwtService, loadJwtSecret } from './jwt.ts';

const secret = 'test-secret-of-at-least-thirty-two-characters';
let now = new Date('2026-03-01T10:00:00.000Z');
const service = createJwtService(secret, () => now);

describe('shopper tokens', () => {
  afterEach(() => {
    now = new Date('2026-03-01T10:00:00.000Z');
  });

  it('issues an HS256 token with sub, typ, jti, iat, ver and a 7-day exp, and verifies it', () => {
    const issued = service.issue(42, 3);
    const header = JSON.parse(Buffer.from(issued.token.split('.')[0]!, 'base64url').toString());
    expect(header.alg).toBe('HS256');
    const claims = jwt.decode(issued.token) as jwt.JwtPayload;
    expect(claims).toMatchObject({ sub: '42', typ: 'shopper', jti: issued.jti, iat: now.getTime() / 1000, ver: 3 });
    expect(claims.exp! - claims.iat!).toBe(7 * 24 * 3600);
    expect(service.verify(issued.token)).toEqual({
      userId: 42,
      jti: issued.jti,
      issuedAt: now,
      expiresAt: issued.expiresAt,
      version: 3,
    });
  });

  it('reads a token without a version (issued before versions) as version null, and refuses a bad one', () => {
    const iat = Math.floor(now.getTime() / 1000);
    const claims = { typ: 'shopper', sub: '42', jti: 'x', iat, exp: iat + 60 };
    expect(service.verify(jwt.sign(claims, secret))?.version).toBeNull();
    for (const ver of [0, -1, 1.5, '1', null]) expect(service.verify(jwt.sign({ ...claims, ver }, secret))).toBeNull();
  });

  it('refuses an expired token', () => {
    const issued = service.issue(42, 1);
    now = new Date(issued.expiresAt.getTime() + 1000);
    expect(service.verify(issued.token)).toBeNull();
  });

  it('refuses another secret, another algorithm, alg none, another type and garbage', () => {
    const iat = Math.floor(now.getTime() / 1000);
    const claims = { typ: 'shopper', sub: '42', jti: 'x', iat, exp: iat + 60 };
    expect(service.verify(jwt.sign(claims, 'another-secret-another-secret-another'))).toBeNull();
    expect(service.verify(jwt.sign(claims, secret, { algorithm: 'HS512' }))).toBeNull();
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    expect(service.verify(none)).toBeNull();
    expect(service.verify(jwt.sign({ ...claims, typ: 'partner' }, secret))).toBeNull();
    expect(service.verify(jwt.sign({ ...claims, sub: 'abc' }, secret))).toBeNull();
    expect(service.verify(jwt.sign(claims, secret))).not.toBeNull();
    expect(service.verify('not.a.token')).toBeNull();
  });
});

describe('loadJwtSecret', () => {
  it('prefers the configured secret, else creates a 0600 file once and reuses it', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'jwt-secret-'));
    try {
      expect(loadJwtSecret(dir, 'configured')).toBe('configured');
      const first = loadJwtSecret(dir);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(loadJwtSecret(dir)).toBe(first);
      expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(first);
      expect(statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
