// Health of the process for a supervisor, a load balancer or an orchestrator, at the root path:
// GET /healthz (alive: 200 while the process serves) and GET /readyz (ready: the database answers
// `select 1` within READY_CHECK_TIMEOUT_MS; else 503 naming what failed). Once the app is closing
// (SIGTERM, main.ts) Fastify answers 503 to every request on a connection still open, probes too,
// and the listener takes no new connection. Probes log at warn only, so they never fill the log.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.ts';

/** How long the database may take to answer the readiness query. */
export const READY_CHECK_TIMEOUT_MS = 2_000;

export const HEALTH_PATHS = { alive: '/healthz', ready: '/readyz' } as const;

const healthBody = z.object({ status: z.literal('ok') });
const readyBody = z.object({ status: z.literal('ready') });
const notReadyBody = z.object({
  status: z.literal('not ready'),
  /** Each failed check and why, e.g. { database: 'no answer within 2000 ms' }. */
  failed: z.record(z.string(), z.string()),
});

/** Resolves with the reason the check failed, or null when it passed in time. */
export async function failureOf(check: () => Promise<unknown>, timeoutMs: number): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${timeoutMs} ms`), timeoutMs);
  });
  try {
    return await Promise.race([
      check().then(
        () => null,
        (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 200) || 'failed',
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export interface HealthOptions {
  db: Kysely<Database>;
  timeoutMs?: number;
}

export function registerHealthRoutes(app: FastifyInstance, options: HealthOptions): void {
  const timeoutMs = options.timeoutMs ?? READY_CHECK_TIMEOUT_MS;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    HEALTH_PATHS.alive,
    {
      logLevel: 'warn',
      schema: { tags: ['system'], summary: 'Alive: the process serves', response: { 200: healthBody } },
    },
    async () => ({ status: 'ok' as const }),
  );
  routes.get(
    HEALTH_PATHS.ready,
    {
      logLevel: 'warn',
      schema: {
        tags: ['system'],
        summary: 'Ready: the database answers',
        response: { 200: readyBody, 503: notReadyBody },
      },
    },
    async (request, reply) => {
      const database = await failureOf(() => sql`select 1`.execute(options.db), timeoutMs);
      if (database === null) return { status: 'ready' as const };
      request.log.warn({ database }, 'not ready');
      return reply.code(503).header('cache-control', 'no-store').send({ status: 'not ready', failed: { database } });
    },
  );
}
