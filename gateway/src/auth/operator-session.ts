// The request's operator (console) session, from the X-Operator-Token header: a token upstream
// issued at /api/Admin/Login, HS256 pinned, unexpired, typ 'operator', a numeric subject, a role and
// a session version. A shopper or partner token in the header is no operator. Whether the token
// is still live (not signed out, the operator active, the session version current) is upstream's
// to say: its 401 rejects the session for the rest of the request. Access errors are worded here:
// no operator -> UNAUTHENTICATED (realm admin), a role that may not do the work -> FORBIDDEN.
import { GraphQLError } from 'graphql';
import {
  ADMIN_MESSAGES,
  can,
  isOperatorRole,
  type AdminPermission,
  type OperatorRole,
} from '@shop/commerce/admin/roles';
import type { SecretSource } from './jwt-secret.ts';
import { partnerTokenOf } from './partner-token.ts';
import { UNAUTHENTICATED } from './require-customer.ts';
import { verifyTypedToken } from './verify-token.ts';

export const OPERATOR_TOKEN_TYPE = 'operator';
export const ADMIN_REALM = 'admin';
const FORBIDDEN = 'FORBIDDEN';
const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]*$/;

export interface OperatorIdentity {
  token: string;
  operatorId: number;
  role: OperatorRole;
}

/** The claims of an operator token, or null for anything else. `now` (ms) is for tests. */
export function verifyOperatorToken(token: string, secret: string, now: number = Date.now()): OperatorIdentity | null {
  if (!JWT_SHAPE.test(token)) return null;
  const payload = verifyTypedToken(token, secret, OPERATOR_TOKEN_TYPE, now);
  if (!payload || typeof payload.sub !== 'string' || !/^\d{1,12}$/.test(payload.sub)) return null;
  if (!isOperatorRole(payload.role) || typeof payload.ver !== 'number') return null;
  if (typeof payload.jti !== 'string' || payload.jti === '') return null;
  return { token, operatorId: Number(payload.sub), role: payload.role };
}

export function adminUnauthenticated(): GraphQLError {
  return new GraphQLError(ADMIN_MESSAGES.unauthorized, { extensions: { code: UNAUTHENTICATED, realm: ADMIN_REALM } });
}

export function adminForbidden(message: string = ADMIN_MESSAGES.forbidden): GraphQLError {
  return new GraphQLError(message, { extensions: { code: FORBIDDEN, realm: ADMIN_REALM } });
}

export class OperatorSession {
  private rejected = false;

  private constructor(private readonly verified: OperatorIdentity | null) {}

  static none(): OperatorSession {
    return new OperatorSession(null);
  }

  static operator(identity: OperatorIdentity): OperatorSession {
    return new OperatorSession(identity);
  }

  /** The session of an X-Operator-Token header's value (bare JWT or 'Bearer <JWT>'). */
  static fromHeader(header: string | string[] | undefined, secret: SecretSource, now?: number): OperatorSession {
    const token = partnerTokenOf(header);
    const key = token ? secret() : null;
    return new OperatorSession(token && key ? verifyOperatorToken(token, key, now) : null);
  }

  /** The verified operator, or null (never a token upstream refused). */
  get identity(): OperatorIdentity | null {
    return this.rejected ? null : this.verified;
  }

  /** Upstream answered 401: the token is no longer live. */
  reject(): void {
    this.rejected = true;
  }

  /** The operator of the request, or UNAUTHENTICATED. */
  require(): OperatorIdentity {
    const identity = this.identity;
    if (!identity) throw adminUnauthenticated();
    return identity;
  }

  /** The operator of the request when their role may do the work; UNAUTHENTICATED or FORBIDDEN otherwise. */
  requirePermission(permission: AdminPermission): OperatorIdentity {
    const identity = this.require();
    if (!can(identity.role, permission)) throw adminForbidden();
    return identity;
  }

  /** Whether the request's operator may do the work (false without an operator). */
  can(permission: AdminPermission): boolean {
    const identity = this.identity;
    return identity !== null && can(identity.role, permission);
  }
}
