// Graceful shutdown (main.ts, on SIGTERM or SIGINT): Fastify's close() stops listening at once (no
// new connection), closes idle keep-alive connections, answers 503 to any new request on a
// connection still open (readiness probes included), lets the requests in flight finish, then runs
// the onClose hooks (the server's own: Apollo, pools, Redis, the database). Requests still running after
// SHUTDOWN_GRACE_MS have their connections cut so the process always ends.
import type { FastifyInstance } from 'fastify';

export const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;

/** SHUTDOWN_GRACE_MS: a whole number of milliseconds; unset or empty: the default. */
export function shutdownGraceFromEnv(env: NodeJS.ProcessEnv): number {
  const raw = env.SHUTDOWN_GRACE_MS;
  if (raw === undefined || raw === '') return DEFAULT_SHUTDOWN_GRACE_MS;
  if (!/^\d+$/.test(raw)) throw new Error(`SHUTDOWN_GRACE_MS must be a whole number of milliseconds, got ${raw}`);
  return Number(raw);
}

/** Closes the app, draining requests in flight for up to `graceMs`; true when they all finished in time. */
export async function closeGracefully(app: FastifyInstance, graceMs: number): Promise<boolean> {
  let cut = false;
  const timer = setTimeout(() => {
    cut = true;
    app.log.warn({ graceMs }, 'requests still running after the grace period: closing their connections');
    app.server.closeAllConnections();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(timer);
  }
  return !cut;
}
