// Partner session tokens: JWT HS256 under the same secret as shopper tokens but of their own type
// (typ 'partner'), so neither kind passes for the other. Claims: sub (partner id), lvl (1 Master,
// 2 General), typ, jti, iat, exp, ver (the partner's session version). A token of an older version
// (a password change, reset or suspension since) is refused: see partnerSessionLive.
import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { isPartnerLevelCode } from '@shop/commerce/partner/levels';
import { PARTNER_STATUS, type PartnerLevelCode } from '@shop/commerce/partner/limits';
import jwt from 'jsonwebtoken';
import type { Clock } from './clock.ts';
import { TOKEN_ALGORITHM, verifySessionClaims } from './jwt.ts';

export const PARTNER_TOKEN_TYPE = 'partner';
export const CAPTCHA_TOKEN_TYPE = 'captcha';
/** A login captcha is answered within 10 minutes, once. */
export const CAPTCHA_TTL_MS = 10 * 60 * 1000;
/** Captcha operands: two integers from 1 to 10 (portal spec section 9). */
export const CAPTCHA_OPERAND_MIN = 1;
export const CAPTCHA_OPERAND_MAX = 10;

/** A server-issued login captcha: the question's operands and the signed token that carries it. */
export interface CaptchaChallenge {
  token: string;
  a: number;
  b: number;
  expiresAt: Date;
}
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
  /** The partner's session version when issued; null for a token issued before versions. */
  version: number | null;
}

/** What decides whether a partner session is still live. */
export interface PartnerSessionState {
  status: string;
  session_version: number;
  password_changed_at: string;
}

/**
 * A verified partner token is live while the partner is Active and the token carries the partner's
 * session version. A token from before versions is live when issued at or after the last password
 * change (whole seconds: the old rule, for tokens that were already out).
 */
export function partnerSessionLive(
  session: Pick<PartnerSession, 'version' | 'issuedAt'>,
  row: PartnerSessionState,
): boolean {
  if (row.status !== PARTNER_STATUS.ACTIVE) return false;
  if (session.version !== null) return session.version === row.session_version;
  return session.issuedAt.getTime() >= Math.floor(new Date(row.password_changed_at).getTime() / 1000) * 1000;
}

export interface PartnerJwtService {
  issue(partnerId: number, level: PartnerLevel, version: number): PartnerSession & { token: string };
  /** The session of a valid, unexpired partner token; null for anything else (shopper tokens included). */
  verify(token: string): PartnerSession | null;
  /** A new login captcha: a JWT (typ captcha) whose `ans` claim is an HMAC of the answer, never the answer. */
  issueCaptcha(): CaptchaChallenge;
  /** The id and expiry of a valid, unexpired captcha token, and whether `answer` solves it; null for any other token. */
  checkCaptcha(token: string, answer: string): { jti: string; expiresAt: Date; solved: boolean } | null;
}

export function createPartnerJwtService(secret: string, clock: Clock): PartnerJwtService {
  const seconds = () => Math.floor(clock().getTime() / 1000);
  const captchaKey = createHmac('sha256', secret).update('partner-captcha-v1').digest();
  const answerMac = (jti: string, answer: number) =>
    createHmac('sha256', captchaKey).update(`${jti}:${answer}`).digest('hex');
  return {
    issueCaptcha() {
      const a = randomInt(CAPTCHA_OPERAND_MIN, CAPTCHA_OPERAND_MAX + 1);
      const b = randomInt(CAPTCHA_OPERAND_MIN, CAPTCHA_OPERAND_MAX + 1);
      const iat = seconds();
      const exp = iat + Math.floor(CAPTCHA_TTL_MS / 1000);
      const jti = randomUUID();
      const token = jwt.sign({ typ: CAPTCHA_TOKEN_TYPE, ans: answerMac(jti, a + b), iat, exp }, secret, {
        algorithm: TOKEN_ALGORITHM,
        subject: '0',
        jwtid: jti,
      });
      return { token, a, b, expiresAt: new Date(exp * 1000) };
    },
    checkCaptcha(token, answer) {
      const claims = verifySessionClaims(token, secret, CAPTCHA_TOKEN_TYPE, seconds());
      if (!claims || typeof claims.raw.ans !== 'string') return null;
      const trimmed = answer.trim();
      const given = Buffer.from(claims.raw.ans, 'hex');
      const expected = /^\d{1,3}$/.test(trimmed) ? Buffer.from(answerMac(claims.jti, Number(trimmed)), 'hex') : null;
      const solved = expected !== null && given.length === expected.length && timingSafeEqual(given, expected);
      return { jti: claims.jti, expiresAt: claims.expiresAt, solved };
    },
    issue(partnerId, level, version) {
      const iat = seconds();
      const exp = iat + Math.floor(PARTNER_SESSION_TTL_MS / 1000);
      const jti = randomUUID();
      const token = jwt.sign({ typ: PARTNER_TOKEN_TYPE, lvl: level, iat, exp, ver: version }, secret, {
        algorithm: TOKEN_ALGORITHM,
        subject: String(partnerId),
        jwtid: jti,
      });
      return {
        token,
        partnerId,
        level,
        jti,
        issuedAt: new Date(iat * 1000),
        expiresAt: new Date(exp * 1000),
        version,
      };
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
        version: claims.version,
      };
    },
  };
}
