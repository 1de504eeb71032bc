// Verifies a partner session token issued by upstream (upstream/README.md, "Partner sessions"):
// HS256 only (pinned), unexpired, typ 'partner', a numeric subject, lvl 1 (Master) or 2 (General),
// a jti. Anything else is no partner: null, no error. Also reads the X-Partner-Token header
// (the bare JWT, or 'Bearer <JWT>'). Tested beside.
import { isPartnerLevelCode } from '@shop/commerce/partner/levels';
import type { PartnerLevelCode } from '@shop/commerce/partner/limits';
import { verifyTypedToken } from './verify-token.ts';

export const PARTNER_TOKEN_TYPE = 'partner';

export interface PartnerClaims {
  /** Upstream's partner id (the `sub` claim). */
  partnerId: number;
  /** 1 Master, 2 General (the `lvl` claim). */
  level: PartnerLevelCode;
  /** Expiry (the `exp` claim), in seconds since the epoch. */
  expiresAt: number;
}

const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]*$/;
const OPTIONAL_BEARER = /^(?:Bearer\s+)?(\S+)$/i;

/** The token of an X-Partner-Token header: the JWT, optionally after 'Bearer '; null when absent or blank. */
export function partnerTokenOf(header: string | string[] | undefined): string | null {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value) return null;
  return OPTIONAL_BEARER.exec(value)?.[1] ?? null;
}

/** `now` (ms) is for tests. */
export function verifyPartnerToken(token: string, secret: string, now: number = Date.now()): PartnerClaims | null {
  if (!JWT_SHAPE.test(token)) return null;
  const payload = verifyTypedToken(token, secret, PARTNER_TOKEN_TYPE, now);
  if (!payload || typeof payload.sub !== 'string' || !/^\d{1,12}$/.test(payload.sub)) return null;
  if (!isPartnerLevelCode(payload.lvl)) return null;
  if (typeof payload.jti !== 'string' || payload.jti === '') return null;
  return { partnerId: Number(payload.sub), level: payload.lvl, expiresAt: payload.exp! };
}
