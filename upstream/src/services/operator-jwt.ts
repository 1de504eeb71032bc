// Operator session tokens: JWT HS256 under the shop's secret, of their own type (typ 'operator'),
// so a shopper or partner token never passes for one. Claims: sub (operator id), role, typ, jti,
// ver (the operator's session version), iat, exp. The bearer hook (http/operator-auth.ts) also
// refuses a token of a deactivated operator, one of an older session version (issued before a
// password change, role change or deactivation), and a signed-out one.
import { randomUUID } from 'node:crypto';
import { isOperatorRole, type OperatorRole } from '@shop/commerce/admin/roles';
import jwt from 'jsonwebtoken';
import type { Clock } from './clock.ts';
import { TOKEN_ALGORITHM, verifySessionClaims } from './jwt.ts';

export const OPERATOR_TOKEN_TYPE = 'operator';
/** An operator session lasts a working day. */
export const OPERATOR_SESSION_TTL_MS = 10 * 60 * 60 * 1000;

export interface OperatorSession {
  operatorId: number;
  role: OperatorRole;
  /** The operator's session version when the token was issued. */
  version: number;
  jti: string;
  issuedAt: Date;
  expiresAt: Date;
}

export interface OperatorJwtService {
  issue(operatorId: number, role: OperatorRole, version: number): OperatorSession & { token: string };
  /** The session of a valid, unexpired operator token; null for anything else. */
  verify(token: string): OperatorSession | null;
}

export function createOperatorJwtService(secret: string, clock: Clock): OperatorJwtService {
  const seconds = () => Math.floor(clock().getTime() / 1000);
  return {
    issue(operatorId, role, version) {
      const iat = seconds();
      const exp = iat + Math.floor(OPERATOR_SESSION_TTL_MS / 1000);
      const jti = randomUUID();
      const token = jwt.sign({ typ: OPERATOR_TOKEN_TYPE, role, ver: version, iat, exp }, secret, {
        algorithm: TOKEN_ALGORITHM,
        subject: String(operatorId),
        jwtid: jti,
      });
      return { token, operatorId, role, version, jti, issuedAt: new Date(iat * 1000), expiresAt: new Date(exp * 1000) };
    },
    verify(token) {
      const claims = verifySessionClaims(token, secret, OPERATOR_TOKEN_TYPE, seconds());
      const role = claims?.raw.role;
      const version = claims?.raw.ver;
      if (!claims || !isOperatorRole(role) || typeof version !== 'number' || !Number.isInteger(version)) return null;
      return {
        operatorId: claims.subject,
        role,
        version,
        jti: claims.jti,
        issuedAt: claims.issuedAt,
        expiresAt: claims.expiresAt,
      };
    },
  };
}
