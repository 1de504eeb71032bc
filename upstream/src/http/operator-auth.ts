// Bearer authentication of the console's routes (/api/Admin/...): an onRequest hook that accepts a
// valid, unexpired, not signed-out operator token of an active operator, of the operator's current
// session version (a password change, role change or deactivation raises it), and puts its session
// on request.operator. The role in the
// session is the operator's role now (read from the database), not the token's claim, so a role
// change counts at once. Shopper and partner tokens are refused (401). Permission checks live
// here too: requirePermission answers 403 when the role may not do the work.
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import { ADMIN_MESSAGES, can, isOperatorRole, type AdminPermission } from '@shop/commerce/admin/roles';
import { isRevoked } from '../db/queries/sessions.ts';
import type { Database } from '../db/schema.ts';
import type { OperatorJwtService, OperatorSession } from '../services/operator-jwt.ts';
import { bearerToken } from './auth.ts';
import { HttpError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    operator: OperatorSession | null;
  }
}

export type { OperatorSession };

export function registerOperatorAuth(app: FastifyInstance): void {
  app.decorateRequest('operator', null);
}

export function requireOperator(deps: { db: Kysely<Database>; jwt: OperatorJwtService }): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const token = bearerToken(request);
    const session = token ? deps.jwt.verify(token) : null;
    const row = session
      ? await deps.db
          .selectFrom('operators')
          .select(['role', 'active', 'session_version'])
          .where('id', '=', session.operatorId)
          .executeTakeFirst()
      : undefined;
    const live =
      session !== null &&
      row !== undefined &&
      row.active === 1 &&
      isOperatorRole(row.role) &&
      session.version === row.session_version;
    if (!session || !row || !live || !isOperatorRole(row.role) || (await isRevoked(deps.db, session.jti))) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, ADMIN_MESSAGES.unauthorized);
    }
    request.operator = { ...session, role: row.role };
  };
}

/** The session of a request that passed requireOperator. */
export function operatorOf(request: FastifyRequest): OperatorSession {
  if (!request.operator) throw new HttpError(401, ADMIN_MESSAGES.unauthorized);
  return request.operator;
}

/** The operator's session when the role may do the work; 403 otherwise. */
export function requirePermission(request: FastifyRequest, permission: AdminPermission): OperatorSession {
  const session = operatorOf(request);
  if (!can(session.role, permission)) throw new HttpError(403, ADMIN_MESSAGES.forbidden, 'FORBIDDEN');
  return session;
}
