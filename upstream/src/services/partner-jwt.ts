// Partner session tokens: JWT HS256 under the same secret as shopper tokens but of their own type
// (typ 'partner'), so neither kind passes for the other. Claims: sub (partner id), lvl (1 Master,
// 2 General), typ, jti, iat, exp. A token issued before the partner's last password change is
// refused by the bearer hook (http/partner-auth.ts).
import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Clock } from './clock.ts';

export const PARTNER_TOKEN_TYPE = 'partner';
/** A partner session lasts 12 hours. */
export const PARTNER_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
const ALGORITHM = 'HS256';

export type PartnerLevel = 1 | 2;

export interface PartnerSession {
  partnerId: number;
  level: PartnerLevel;
  jti: string;
  issuedAt: Date;
  expiresAt: Date;
}

export interface PartnerJwtService {
  issue(partnerId: number, level: PartnerLevel): PartnerSession & { token: string };
  /** The session of a valid, unexpired partner token; null for anything else (shopper tokens included). */
  verify(token: string): PartnerSession | null;
}

export function createPartnerJwtService(secret: string, clock: Clock): PartnerJwtService {
  const seconds = () => Math.floor(clock().getTime() / 1000);
  return {
    issue(partnerId, level) {
      const iat = seconds();
      const exp = iat + Math.floor(PARTNER_SESSION_TTL_MS / 1000);
      const jti = randomUUID();
      const token = jwt.sign({ typ: PARTNER_TOKEN_TYPE, lvl: level, iat, exp }, secret, {
        algorithm: ALGORITHM, subject: String(partnerId), jwtid: jti,
      });
      return { token, partnerId, level, jti, issuedAt: new Date(iat * 1000), expiresAt: new Date(exp * 1000) };
    },
    verify(token) {
      let claims: string | jwt.JwtPayload;
      try {
        claims = jwt.verify(token, secret, { algorithms: [ALGORITHM], clockTimestamp: seconds() });
      } catch {
        return null;
      }
      if (typeof claims === 'string' || claims.typ !== PARTNER_TOKEN_TYPE) return null;
      if (typeof claims.sub !== 'string' || !/^\d{1,12}$/.test(claims.sub)) return null;
      if (claims.lvl !== 1 && claims.lvl !== 2) return null;
      if (typeof claims.jti !== 'string' || claims.jti === '' || typeof claims.exp !== 'number' || typeof claims.iat !== 'number') return null;
      return {
        partnerId: Number(claims.sub), level: claims.lvl, jti: claims.jti,
        issuedAt: new Date(claims.iat * 1000), expiresAt: new Date(claims.exp * 1000),
      };
    },
  };
}
