// The request id of both servers: an incoming X-Request-Id that is a sane token (the browser's or a
// proxy's at the gateway, the gateway's at upstream) is kept, anything else is replaced by a fresh
// UUID. Fastify logs it as `reqId` on every line of the request and the response carries it back;
// the gateway's RestClient sends it to upstream on every call.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { REQUEST_ID_HEADER, isSaneRequestId } from '@shop/commerce/observability/request-id';
import type { FastifyInstance } from 'fastify';

export function requestIdOf(request: Pick<IncomingMessage, 'headers'>): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return isSaneRequestId(given) ? given : randomUUID();
}

/** Fastify server options: the id comes from requestIdOf, never unchecked from the header. */
export const requestIdServerOptions = {
  requestIdHeader: false,
  genReqId: requestIdOf,
} as const;

/** Every answer names its request id. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
