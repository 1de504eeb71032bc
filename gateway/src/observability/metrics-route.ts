// GET /metrics in Prometheus's text format, and the HTTP duration of every other request by route
// pattern (Fastify's routeOptions.url, never the raw URL with its ids; `unmatched` for a 404).
// With a token (METRICS_TOKEN) the route needs `Authorization: Bearer <token>`; without one it is
// open, for a port that only the monitoring network reaches.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Histogram, Registry } from 'prom-client';

export const METRICS_PATH = '/metrics';
export const UNMATCHED_ROUTE = 'unmatched';

export interface MetricsRouteOptions {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  /** METRICS_TOKEN: when set, /metrics answers 401 without `Authorization: Bearer <token>`. */
  token?: string | undefined;
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Whether an Authorization header carries the token, compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!.trim()), digest(token));
}

/** Registers the timing hook and the route; call it before the other routes. */
export function registerMetricsRoute(app: FastifyInstance, options: MetricsRouteOptions): void {
  const { registry, httpDuration, token } = options;
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    if (route === METRICS_PATH) return;
    httpDuration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
  app.get(METRICS_PATH, async (request, reply) => {
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
