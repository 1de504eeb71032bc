import { describe, expect, it } from 'vitest';
import {
  isTokenLive,
  msUntilExpiry,
  peekLiveToken,
  takeLiveToken,
  tokenExpiry,
  type TokenStorage,
} from './session-token.ts';

const NOW = Date.UTC(2026, 10, 20, 12, 0, 0);
const KEY = 'sessionToken';

function base64Url(value: string): string {
  return btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT with the given claims (the client never verifies the signature). */
function jwt(claims: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(claims))}.c2lnbmF0dXJl`;
}

function memoryStorage(initial: Record<string, string> = {}): TokenStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    removeItem: (key) => void data.delete(key),
  };
}

const liveToken = jwt({ sub: '1', typ: 'shopper', exp: NOW / 1000 + 3600 });
const expiredToken = jwt({ sub: '1', typ: 'shopper', exp: NOW / 1000 - 1 });

describe('tokenExpiry', () => {
  it('reads the exp claim of the payload', () => {
    expect(tokenExpiry(liveToken)).toBe(NOW / 1000 + 3600);
  });
  it('reads base64url payloads with - and _', () => {
    const token = jwt({ exp: 1_800_000_000, name: '>>>???' });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(tokenExpiry(token)).toBe(1_800_000_000);
  });
  it('is null for anything that is not a JWT with a numeric exp', () => {
    expect(tokenExpiry('')).toBeNull();
    expect(tokenExpiry('abc')).toBeNull();
    expect(tokenExpiry('a.b.c')).toBeNull();
    expect(tokenExpiry(jwt({ sub: '1' }))).toBeNull();
    expect(tokenExpiry(jwt({ exp: '1800000000' }))).toBeNull();
    expect(tokenExpiry(`x.${base64Url('null')}.y`)).toBeNull();
  });
});

describe('isTokenLive and msUntilExpiry', () => {
  it('is live only while exp is in the future', () => {
    expect(isTokenLive(liveToken, NOW)).toBe(true);
    expect(isTokenLive(expiredToken, NOW)).toBe(false);
    expect(isTokenLive(jwt({ exp: NOW / 1000 }), NOW)).toBe(false);
    expect(isTokenLive('garbage', NOW)).toBe(false);
  });
  it('counts the milliseconds left', () => {
    expect(msUntilExpiry(liveToken, NOW)).toBe(3_600_000);
    expect(msUntilExpiry(expiredToken, NOW)).toBe(0);
  });
});

describe('peekLiveToken', () => {
  it('returns a live token and never removes anything', () => {
    expect(peekLiveToken(memoryStorage({ [KEY]: liveToken }), KEY, NOW)).toBe(liveToken);
    const storage = memoryStorage({ [KEY]: expiredToken });
    expect(peekLiveToken(storage, KEY, NOW)).toBeNull();
    expect(storage.data.get(KEY)).toBe(expiredToken);
  });
});

describe('takeLiveToken', () => {
  it('keeps a live token', () => {
    const storage = memoryStorage({ [KEY]: liveToken });
    expect(takeLiveToken(storage, KEY, NOW)).toEqual({ token: liveToken, removed: false });
    expect(storage.data.get(KEY)).toBe(liveToken);
  });
  it('removes an expired token silently: the shopper is a guest', () => {
    const storage = memoryStorage({ [KEY]: expiredToken, voodscart: '[]' });
    expect(takeLiveToken(storage, KEY, NOW)).toEqual({ token: null, removed: true });
    expect(storage.data.has(KEY)).toBe(false);
    expect(storage.data.get('voodscart')).toBe('[]');
  });
  it('removes an unreadable token', () => {
    const storage = memoryStorage({ [KEY]: 'not-a-jwt' });
    expect(takeLiveToken(storage, KEY, NOW)).toEqual({ token: null, removed: true });
    expect(storage.data.size).toBe(0);
  });
  it('is a guest without a stored token', () => {
    expect(takeLiveToken(memoryStorage(), KEY, NOW)).toEqual({ token: null, removed: false });
  });
});
