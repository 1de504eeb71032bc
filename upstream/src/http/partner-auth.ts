// Bearer authentication of partner (CP) routes: an onRequest hook that accepts a valid, unexpired,
// unrevoked (not signed out) partner token of an existing, active partner, issued at or after the
// partner's last password change, and puts its session on request.partner. A shopper token is refused (401). The level in
// the session is the partner's level now (read from the database), not only the token's claim.
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { PARTNER_LEVEL } from '@shop/commerce/partner/limits';
import { PARTNER_ERRORS } from '@shop/commerce/partner/messages';
import type { Kysely } from 'kysely';
import { isRevoked } from '../db/queries/sessions.ts';
import type { Database } from '../db/schema.ts';
import {
  partnerSessionLive,
  type PartnerJwtService,
  type PartnerLevel,
  type PartnerSession,
} from '../services/partner-jwt.ts';
import { bearerToken } from './auth.ts';
import { HttpError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    partner: PartnerSession | null;
  }
}

export const PARTNER_UNAUTHORIZED = PARTNER_ERRORS.unauthorized.message;
export const PARTNER_FORBIDDEN = PARTNER_ERRORS.masterOnly.message;

export function registerPartnerAuth(app: FastifyInstance): void {
  app.decorateRequest('partner', null);
}

export function requirePartner(deps: { db: Kysely<Database>; jwt: PartnerJwtService }): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const token = bearerToken(request);
    const session = token ? deps.jwt.verify(token) : null;
    const row = session
      ? await deps.db
          .selectFrom('channel_partners')
          .select(['level', 'status', 'password_changed_at', 'session_version'])
          .where('id', '=', session.partnerId)
          .executeTakeFirst()
      : undefined;
    const live = session && row && partnerSessionLive(session, row);
    if (!session || !row || !live || (await isRevoked(deps.db, session.jti))) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, PARTNER_UNAUTHORIZED);
    }
    request.partner = { ...session, level: row.level as PartnerLevel };
  };
}

/** The session of a request that passed requirePartner. */
export function partnerOf(request: FastifyRequest): PartnerSession {
  if (!request.partner) throw new HttpError(401, PARTNER_UNAUTHORIZED);
  return request.partner;
}

/** Level checks live here: a General partner (level 2) asking for a Master's action gets 403. */
export function requireMaster(request: FastifyRequest): PartnerSession {
  const session = partnerOf(request);
  if (session.level !== PARTNER_LEVEL.MASTER) throw new HttpError(403, PARTNER_FORBIDDEN);
  return session;
}
