// Shopper session tokens: JWT HS256 (algorithm pinned on both sides), claims sub, typ, jti, iat,
// exp and ver (the account's session version). The secret is JWT_SECRET or one generated on first
// start into ${dataDir}/jwt-secret (0600).
import { randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { SESSION_TOKEN_TYPE, SESSION_TTL_MS } from '../domain/account-constants.ts';
import type { Clock } from './clock.ts';

export const JWT_SECRET_FILE = 'jwt-secret';
/** Session tokens of both kinds are HS256 only (pinned on both sides). */
export const TOKEN_ALGORITHM = 'HS256';
const ALGORITHM = TOKEN_ALGORITHM;

export interface Session {
  userId: number;
  jti: string;
  issuedAt: Date;
  expiresAt: Date;
  /** The account's session version when issued; null for a token issued before versions. */
  version: number | null;
}

export interface IssuedToken extends Session {
  token: string;
}

export interface JwtService {
  issue(userId: number, version: number): IssuedToken;
  /** The session of a valid, unexpired shopper token; null for anything else. */
  verify(token: string): Session | null;
}

/** The configured secret, else the one kept in the data folder, created (mode 600) when missing. */
export function loadJwtSecret(dataDir: string, configured?: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, JWT_SECRET_FILE);
  try {
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  chmodSync(file, 0o600);
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters`);
  return secret;
}

export interface SessionClaims {
  /** The numeric `sub`. */
  subject: number;
  jti: string;
  issuedAt: Date;
  expiresAt: Date;
  /** The `ver` claim (a positive integer), or null when the token has none. */
  version: number | null;
  /** Every claim, for those of one token type (e.g. a partner token's `lvl`). */
  raw: jwt.JwtPayload;
}

/**
 * The claims of a session token of this `typ` (shopper or partner): HS256 pinned, unexpired at
 * `nowSeconds`, a numeric subject, a jti, iat and exp. Null for anything else.
 */
export function verifySessionClaims(
  token: string,
  secret: string,
  type: string,
  nowSeconds: number,
): SessionClaims | null {
  let claims: string | jwt.JwtPayload;
  try {
    claims = jwt.verify(token, secret, { algorithms: [ALGORITHM], clockTimestamp: nowSeconds });
  } catch {
    return null;
  }
  if (typeof claims === 'string' || claims.typ !== type) return null;
  if (typeof claims.sub !== 'string' || !/^\d{1,12}$/.test(claims.sub)) return null;
  if (
    typeof claims.jti !== 'string' ||
    claims.jti === '' ||
    typeof claims.exp !== 'number' ||
    typeof claims.iat !== 'number'
  )
    return null;
  let version: number | null = null;
  if ('ver' in claims) {
    if (!Number.isSafeInteger(claims.ver) || claims.ver <= 0) return null;
    version = claims.ver as number;
  }
  return {
    subject: Number(claims.sub),
    version,
    jti: claims.jti,
    issuedAt: new Date(claims.iat * 1000),
    expiresAt: new Date(claims.exp * 1000),
    raw: claims,
  };
}

export function createJwtService(secret: string, clock: Clock): JwtService {
  const seconds = () => Math.floor(clock().getTime() / 1000);
  return {
    issue(userId, version) {
      const iat = seconds();
      const exp = iat + Math.floor(SESSION_TTL_MS / 1000);
      const jti = randomUUID();
      const token = jwt.sign({ typ: SESSION_TOKEN_TYPE, iat, exp, ver: version }, secret, {
        algorithm: ALGORITHM,
        subject: String(userId),
        jwtid: jti,
      });
      return { token, userId, jti, issuedAt: new Date(iat * 1000), expiresAt: new Date(exp * 1000), version };
    },
    verify(token) {
      const claims = verifySessionClaims(token, secret, SESSION_TOKEN_TYPE, seconds());
      return (
        claims && {
          userId: claims.subject,
          jti: claims.jti,
          issuedAt: claims.issuedAt,
          expiresAt: claims.expiresAt,
          version: claims.version,
        }
      );
    },
  };
}
