// The session rules (spec sections 4 and 6), pure and tested beside: a shopper is logged in while
// the stored token's `exp` claim is in the future. The token is only read here, never verified:
// the gateway verifies it and treats a bad one as a guest.

/** What the session needs of localStorage (a fake in tests). */
export type TokenStorage = Pick<Storage, 'getItem' | 'removeItem'>;

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  return atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
}

/** The token's `exp` claim in seconds since the epoch; null when the token cannot be read. */
export function tokenExpiry(token: string): number | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(parts[1]));
    if (typeof payload !== 'object' || payload === null) return null;
    const exp = (payload as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}

/** True while the token's expiry is in the future (a token without a readable `exp` is not live). */
export function isTokenLive(token: string, nowMs: number): boolean {
  const exp = tokenExpiry(token);
  return exp !== null && exp * 1000 > nowMs;
}

/** Milliseconds until the token expires (0 when it already has or cannot be read). */
export function msUntilExpiry(token: string, nowMs: number): number {
  const exp = tokenExpiry(token);
  return exp === null ? 0 : Math.max(0, exp * 1000 - nowMs);
}

/** The stored token when it is live, else null; reading never changes the storage. */
export function peekLiveToken(storage: TokenStorage, key: string, nowMs: number): string | null {
  const token = storage.getItem(key);
  return token !== null && isTokenLive(token, nowMs) ? token : null;
}

/**
 * The stored token when it is live. An expired or unreadable token is removed silently (the
 * shopper is then a guest); `removed` says whether that happened.
 */
export function takeLiveToken(
  storage: TokenStorage,
  key: string,
  nowMs: number,
): { token: string | null; removed: boolean } {
  const stored = storage.getItem(key);
  if (stored === null) return { token: null, removed: false };
  if (isTokenLive(stored, nowMs)) return { token: stored, removed: false };
  storage.removeItem(key);
  return { token: null, removed: true };
}
