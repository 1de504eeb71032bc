// Verifies a shopper session token issued by upstream (upstream/README.md, "Sessions"): HS256
// only (the algorithm is pinned, so 'none' or an RS/ES token signed with the secret as a public
// key is refused), unexpired, typ 'shopper', a subject. Anything else is a guest: null, no error.
import jwt from 'jsonwebtoken';

export const SHOPPER_TOKEN_TYPE = 'shopper';
export const TOKEN_ALGORITHM = 'HS256';

export interface ShopperClaims {
  /** Upstream's user id (the `sub` claim). */
  userId: string;
  /** Expiry (the `exp` claim), in seconds since the epoch. */
  expiresAt: number;
}

/**
 * The claims of a token of this `typ` signed with the secret, pinned to HS256, unexpired at `now`
 * (ms; for tests) and carrying an `exp` (jsonwebtoken accepts a token without one; upstream always
 * sets it, so its absence is forged). Null for anything else. Shared by shopper and partner tokens.
 */
export function verifyTypedToken(
  token: string,
  secret: string,
  type: string,
  now: number = Date.now(),
): jwt.JwtPayload | null {
  let payload: string | jwt.JwtPayload;
  try {
    payload = jwt.verify(token, secret, {
      algorithms: [TOKEN_ALGORITHM],
      clockTimestamp: Math.floor(now / 1000),
    });
  } catch {
    return null;
  }
  if (typeof payload === 'string' || payload.typ !== type || typeof payload.exp !== 'number') return null;
  return payload;
}

export function verifyShopperToken(token: string, secret: string, now: number = Date.now()): ShopperClaims | null {
  const payload = verifyTypedToken(token, secret, SHOPPER_TOKEN_TYPE, now);
  if (!payload || typeof payload.sub !== 'string' || payload.sub === '') return null;
  return { userId: payload.sub, expiresAt: payload.exp! };
}
