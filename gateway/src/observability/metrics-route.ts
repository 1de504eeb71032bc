// GET /metrics in Prometheus's text format, and the HTTP duration of every other request by route
// pattern (Fastify's routeOptions.url, never the raw URL with its ids; `unmatched` for a 404).
// With a token (METRICS_TOKEN) the route needs `Authorization: Bearer <token>`; without one it is
// open outside production and refused (403) in production.
import { METRICS_PATH, registerMetricsEndpoint, routeLabel } from '@shop/server/metrics-endpoint';
import type { FastifyInstance } from 'fastify';
import type { Histogram, Registry } from 'prom-client';

export interface MetricsRouteOptions {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  /** METRICS_TOKEN: when set, /metrics answers 401 without `Authorization: Bearer <token>`. */
  token?: string | undefined;
  /** Production: without a token the route answers 403. */
  production?: boolean | undefined;
}

/** Registers the timing hook and the route; call it before the other routes. */
export function registerMetricsRoute(app: FastifyInstance, options: MetricsRouteOptions): void {
  const { registry, httpDuration, token, production } = options;
  app.addHook('onResponse', async (request, reply) => {
    const route = routeLabel(request);
    if (route === METRICS_PATH) return;
    httpDuration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
  registerMetricsEndpoint(app, { registry, token, production });
}
