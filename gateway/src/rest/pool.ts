// The one undici Pool of the process: every REST call, picture and file the gateway asks of
// upstream goes through it (keep-alive connections, bounded, with timeouts). UPSTREAM_TIMEOUT_MS
// bounds each call: connecting, then waiting for the answer's headers, then each wait between two
// pieces of its body. The pool never retries a call (undici's Pool does not; no RetryAgent is
// used): a timed-out order placement may have been made upstream, so only the client, with the
// same Idempotency-Key, may send it again. After upstream restarts, the next call opens a new
// connection by itself.
import { Pool } from 'undici';
import { DEFAULT_UPSTREAM_TIMEOUT_MS } from './upstream-timeout.ts';

export interface RestTimeouts {
  connectMs: number;
  headersMs: number;
  bodyMs: number;
}

/** Every phase of a call bounded by the one setting. */
export function restTimeouts(upstreamTimeoutMs = DEFAULT_UPSTREAM_TIMEOUT_MS): RestTimeouts {
  return { connectMs: upstreamTimeoutMs, headersMs: upstreamTimeoutMs, bodyMs: upstreamTimeoutMs };
}

export const REST_TIMEOUTS: RestTimeouts = restTimeouts();

/** Concurrent connections the pool opens to upstream. */
const POOL_CONNECTIONS = 64;
const KEEP_ALIVE_MS = 10_000;

export interface RestConnection {
  pool: Pool;
  /** Path prefix of UPSTREAM_URL ('' for a bare origin). */
  basePath: string;
  close(): Promise<void>;
}

export function connectRest(upstreamUrl: string, timeouts: RestTimeouts = REST_TIMEOUTS): RestConnection {
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
