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

/** `now` (ms) is for tests; jsonwebtoken compares `exp` with it in seconds. */
export function verifyShopperToken(token: string, secret: string, now: number = Date.now()): ShopperClaims | null {
  let payload: string | jwt.JwtPayload;
  try {
    payload = jwt.verify(token, secret, {
      algorithms: [TOKEN_ALGORITHM],
      clockTimestamp: Math.floor(now / 1000),
    });
  } catch {
    return null;
  }
  if (typeof payload === 'string') return null;
  if (payload.typ !== SHOPPER_TOKEN_TYPE) return null;
  if (typeof payload.sub !== 'string' || payload.sub === '') return null;
  // jsonwebtoken accepts a token without exp; upstream always sets one, so its absence is forged.
  if (typeof payload.exp !== 'number') return null;
  return { userId: payload.sub, expiresAt: payload.exp };
}
