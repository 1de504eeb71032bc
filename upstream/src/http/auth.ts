// Bearer authentication of shopper routes: an onRequest hook that accepts a valid, unexpired,
// unrevoked shopper token of an existing account and puts its session on request.shopper.
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import { MESSAGES } from '../domain/account-constants.ts';
import { isSessionLive } from '../db/queries/sessions.ts';
import type { Database } from '../db/schema.ts';
import type { JwtService, Session } from '../services/jwt.ts';
import { HttpError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    shopper: Session | null;
  }
}

const BEARER = /^Bearer +([A-Za-z0-9_.-]+)$/i;

export function registerShopperAuth(app: FastifyInstance): void {
  app.decorateRequest('shopper', null);
}

export function bearerToken(request: FastifyRequest): string | null {
  return BEARER.exec(request.headers.authorization ?? '')?.[1] ?? null;
}

export function requireShopper(deps: { db: Kysely<Database>; jwt: JwtService }): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const token = bearerToken(request);
    const session = token ? deps.jwt.verify(token) : null;
    if (!session || !(await isSessionLive(deps.db, session))) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, MESSAGES.unauthorized);
    }
    request.shopper = session;
  };
}

/** The session of a request that passed requireShopper. */
export function shopperOf(request: FastifyRequest): Session {
  if (!request.shopper) throw new HttpError(401, MESSAGES.unauthorized);
  return request.shopper;
}
