// Health of the gateway for a supervisor, a load balancer or an orchestrator, at the root path:
// GET /healthz (alive: 200 while the process serves) and GET /readyz (ready: upstream's own /readyz,
// which checks its database, answers 200 within READY_CHECK_TIMEOUT_MS; else 503 naming what
// failed). Once the app is closing (SIGTERM, main.ts) Fastify answers 503 to every request on a
// connection still open, probes too, and the listener takes no new connection. Probes log at warn
// only, so they never fill the log; they are not rate limited (limits apply to GraphQL operations).
import type { FastifyInstance } from 'fastify';
import { isTimeout } from '../rest/client.ts';
import type { RestConnection } from '../rest/pool.ts';

/** How long upstream's readiness may take to answer (UPSTREAM_TIMEOUT_MS when that is shorter). */
export const READY_CHECK_TIMEOUT_MS = 2_000;

export const HEALTH_PATHS = { alive: '/healthz', ready: '/readyz' } as const;

export interface ReadyAnswer {
  status: 'ready' | 'not ready';
  /** Each failed check and why, e.g. { upstream: 'no answer in time' }. */
  failed?: Record<string, string>;
}

/** What upstream's readiness says failed (`: database: …`), or nothing when its body names nothing. */
function failedChecks(body: string): string {
  try {
    const failed = (JSON.parse(body) as { failed?: unknown }).failed;
    if (failed === null || typeof failed !== 'object') return '';
    const named = Object.entries(failed).map(([check, why]) => `${check}: ${String(why)}`);
    return named.length > 0 ? ` (${named.join('; ').slice(0, 300)})` : '';
  } catch {
    return '';
  }
}

/** Why upstream is not ready, or null when its /readyz answered 200 in time. */
export async function upstreamFailure(connection: RestConnection, timeoutMs: number): Promise<string | null> {
  try {
    const response = await connection.pool.request({
      method: 'GET',
      path: `${connection.basePath}${HEALTH_PATHS.ready}`,
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.statusCode === 200) {
      await response.body.dump();
      return null;
    }
    return `its readiness answered ${response.statusCode}${failedChecks(await response.body.text())}`;
  } catch (error) {
    if (isTimeout(error) || (error as Error).name === 'AbortError') return 'no answer in time';
    return `not reachable (${(error as { code?: string }).code ?? (error as Error).message})`;
  }
}

export interface HealthOptions {
  connection: RestConnection;
  timeoutMs?: number;
}

export function registerHealthRoutes(app: FastifyInstance, options: HealthOptions): void {
  const timeoutMs = options.timeoutMs ?? READY_CHECK_TIMEOUT_MS;
  app.get(HEALTH_PATHS.alive, { logLevel: 'warn' }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  app.get(HEALTH_PATHS.ready, { logLevel: 'warn' }, async (request, reply) => {
    const upstream = await upstreamFailure(options.connection, timeoutMs);
    const answer: ReadyAnswer = upstream === null ? { status: 'ready' } : { status: 'not ready', failed: { upstream } };
    if (upstream !== null) request.log.warn({ upstream }, 'not ready');
    return reply
      .code(upstream === null ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(answer);
  });
}
