// GET /metrics of both servers, in Prometheus's text format from the server's own prom-client
// registry. With a token (METRICS_TOKEN) it needs `Authorization: Bearer <token>`, compared in
// constant time. Without one it is open outside production (development, tests) and refused in
// production (403), where the shop's port is public: a scrape there needs the token. Hidden from
// upstream's OpenAPI document. Route labels are Fastify's route patterns, never raw URLs.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { Registry } from 'prom-client';

export const METRICS_PATH = '/metrics';
/** The route label of a request no route matched (a 404). */
export const UNMATCHED_ROUTE = 'unmatched';

/** The route label of a request: its route pattern (`/api/Order/{id}` style), never the raw URL. */
export function routeLabel(request: FastifyRequest): string {
  return request.routeOptions.url ?? UNMATCHED_ROUTE;
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Whether an Authorization header carries the token, compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!.trim()), digest(token));
}

export function registerMetricsEndpoint(
  app: FastifyInstance,
  options: { registry: Registry; token?: string | undefined; production?: boolean | undefined },
): void {
  const { registry, token } = options;
  const refused = !token && options.production === true;
  // `hide` is @fastify/swagger's (upstream's OpenAPI document leaves the route out); others ignore it.
  const schema = { hide: true } as FastifySchema;
  app.get(METRICS_PATH, { schema }, async (request, reply) => {
    if (refused) {
      return reply.code(403).send({
        statusCode: 403,
        error: 'Forbidden',
        message: 'Metrics are not served in production without METRICS_TOKEN.',
      });
    }
    if (token && !bearerMatches(request.headers.authorization, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').send({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Metrics need Authorization: Bearer <METRICS_TOKEN>.',
      });
    }
    reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
    return registry.metrics();
  });
}
