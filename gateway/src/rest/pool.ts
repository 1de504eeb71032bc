// The one undici Pool of the process: every REST call, picture and file the gateway asks of
// upstream goes through it (keep-alive connections, bounded, with timeouts).
import { Pool } from 'undici';

export const REST_TIMEOUTS = {
  connectMs: 5_000,
  headersMs: 15_000,
  bodyMs: 15_000,
} as const;

/** Concurrent connections the pool opens to upstream. */
const POOL_CONNECTIONS = 64;
const KEEP_ALIVE_MS = 10_000;

export interface RestConnection {
  pool: Pool;
  /** Path prefix of UPSTREAM_URL ('' for a bare origin). */
  basePath: string;
  close(): Promise<void>;
}

export function connectRest(upstreamUrl: string, timeouts = REST_TIMEOUTS): RestConnection {
  const url = new URL(upstreamUrl);
  const pool = new Pool(url.origin, {
    connections: POOL_CONNECTIONS,
    connectTimeout: timeouts.connectMs,
    headersTimeout: timeouts.headersMs,
    bodyTimeout: timeouts.bodyMs,
    keepAliveTimeout: KEEP_ALIVE_MS,
  });
  return { pool, basePath: url.pathname.replace(/\/+$/, ''), close: () => pool.close() };
}
