// Upstream's Prometheus metrics (prom-client), in a registry of its own per app: HTTP duration by
// method, route pattern (Fastify's routeOptions.url, never the raw URL with ids; `unmatched` for a
// 404) and status, error answers by status and code, the PostgreSQL pool's connections when the
// database is PostgreSQL, and prom-client's default process metrics (event-loop lag, memory, GC).
// GET /metrics serves them; with a token (METRICS_TOKEN) it needs `Authorization: Bearer <token>`;
// without one, production refuses it (403).
import { createLabelCap } from '@shop/server/label-cap';
import { METRICS_PATH, registerMetricsEndpoint, routeLabel } from '@shop/server/metrics-endpoint';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { HttpError } from '../http/errors.ts';

/** The code label of an error answer without a machine code. */
export const NO_CODE = 'none';
/** Distinct error codes kept as labels. */
export const MAX_ERROR_CODE_LABELS = 50;

const DURATION_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What a database pool tells about its connections (pg.Pool's totalCount, idleCount, waitingCount). */
export interface PoolStats {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

export interface UpstreamMetricsOptions {
  /** METRICS_TOKEN: when set, /metrics answers 401 without `Authorization: Bearer <token>`. */
  token?: string | undefined;
  /** Production: without a token GET /metrics answers 403. */
  production?: boolean | undefined;
  /** The PostgreSQL pool, read at each scrape; absent on SQLite (no pool gauges then). */
  pool?: PoolStats | undefined;
  /** prom-client's process metrics (default on). */
  defaultMetrics?: boolean;
}

/** The machine code of a thrown error: HttpError's code, a Fastify error's code, else none. */
function errorCodeOf(error: Error & { code?: unknown; validation?: unknown }): string {
  if (error instanceof HttpError) return error.code ?? NO_CODE;
  if (error.validation) return 'VALIDATION_ERROR';
  return typeof error.code === 'string' ? error.code : NO_CODE;
}

/** Registers the hooks and GET /metrics; call it before the routes. Answers the registry. */
export function registerUpstreamMetrics(app: FastifyInstance, options: UpstreamMetricsOptions = {}): Registry {
  const registry = new Registry();
  const registers = [registry];
  if (options.defaultMetrics ?? true) collectDefaultMetrics({ register: registry });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'],
    buckets: DURATION_BUCKETS,
    registers,
  });
  const httpErrors = new Counter({
    name: 'http_errors_total',
    help: 'Error answers (status 400 and above) by status and machine code (none when the answer has no code)',
    labelNames: ['status', 'code'],
    registers,
  });
  const pool = options.pool;
  if (pool) {
    const gauge = (name: string, help: string, read: (stats: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read(pool));
        },
      });
    gauge('db_pool_connections', 'Connections the PostgreSQL pool holds (pg.Pool totalCount)', (s) => s.totalCount);
    gauge('db_pool_idle_connections', 'Idle connections in the PostgreSQL pool (idleCount)', (s) => s.idleCount);
    gauge('db_pool_waiting_requests', 'Queries waiting for a pool connection (waitingCount)', (s) => s.waitingCount);
  }
  const errorCodeLabel = createLabelCap(MAX_ERROR_CODE_LABELS);
  const errorCodes = new WeakMap<FastifyRequest, string>();

  app.addHook('onError', async (request, _reply, error) => {
    errorCodes.set(request, errorCodeOf(error));
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = routeLabel(request);
    if (route === METRICS_PATH) return;
    const status = String(reply.statusCode);
    httpDuration.observe({ method: request.method, route, status }, reply.elapsedTime / 1000);
    if (reply.statusCode >= 400) httpErrors.inc({ status, code: errorCodeLabel(errorCodes.get(request) ?? NO_CODE) });
  });
  registerMetricsEndpoint(app, { registry, token: options.token, production: options.production });
  return registry;
}
