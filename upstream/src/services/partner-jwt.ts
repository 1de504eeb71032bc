// Partner session tokens: JWT HS256 under the same secret as shopper tokens but of their own type
// (typ 'partner'), so neither kind passes for the other. Claims: sub (partner id), lvl (1 Master,
// 2 General), typ, jti, iat, exp. A token issued before the partner's last password change is
// refused by the bearer hook (http/partner-auth.ts).
import { randomUUID } from 'node:crypto';
import { isPartnerLevelCode } from '@shop/commerce/partner/levels';
import type { PartnerLevelCode } from '@shop/commerce/partner/limits';
import jwt from 'jsonwebtoken';
import type { Clock } from './clock.ts';
import { TOKEN_ALGORITHM, verifySessionClaims } from './jwt.ts';

export const PARTNER_TOKEN_TYPE = 'partner';
/** A partner session lasts 12 hours. */
export const PARTNER_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/** The level claim: 1 Master, 2 General. */
export type PartnerLevel = PartnerLevelCode;

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
        algorithm: TOKEN_ALGORITHM,
        subject: String(partnerId),
        jwtid: jti,
      });
      return { token, partnerId, level, jti, issuedAt: new Date(iat * 1000), expiresAt: new Date(exp * 1000) };
    },
    verify(token) {
      const claims = verifySessionClaims(token, secret, PARTNER_TOKEN_TYPE, seconds());
      const level = claims?.raw.lvl;
      if (!claims || !isPartnerLevelCode(level)) return null;
      return {
        partnerId: claims.subject,
        level,
        jti: claims.jti,
        issuedAt: claims.issuedAt,
        expiresAt: claims.expiresAt,
      };
    },
  };
}
