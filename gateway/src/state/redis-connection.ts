// The gateway's one connection to Redis (ioredis), made when REDIS_URL is set and closed with the
// app. Commands never queue while the connection is down and time out after COMMAND_TIMEOUT_MS, so
// a Redis outage answers at once (the rate limiter then applies its store-down policy) instead of
// holding requests; ioredis reconnects in the background with a capped backoff.
import { Redis } from 'ioredis';
import { redact } from './redis-url.ts';

/** A command that takes longer fails (a frozen Redis must not freeze sign-in). */
export const COMMAND_TIMEOUT_MS = 500;
/** How long the start waits for the first connection before serving anyway. */
export const FIRST_CONNECT_WAIT_MS = 3_000;
const MAX_RECONNECT_DELAY_MS = 2_000;

export interface StateLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface RedisConnection {
  client: Redis;
  /** True while commands can be sent. */
  ready(): boolean;
  /** Ends the connection (QUIT, or a hard disconnect when Redis does not answer). */
  close(): Promise<void>;
}

/**
 * Connects to `url` and waits up to `waitMs` for the connection. A Redis that cannot be reached yet
 * is logged, not fatal: the gateway serves (the limits fall back as rate-limiter.ts says) and the
 * connection keeps retrying.
 */
export async function connectRedis(
  url: string,
  log: StateLogger,
  waitMs: number = FIRST_CONNECT_WAIT_MS,
): Promise<RedisConnection> {
  const where = redact(url);
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    retryStrategy: (times) => Math.min(times * 200, MAX_RECONNECT_DELAY_MS),
  });
  // One warning per outage, not one per reconnect attempt.
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: error, redis: where }, 'Redis unreachable: shared rate limits fall back until it answers');
  });
  client.on('ready', () => {
    if (down) log.info({ redis: where }, 'Redis reachable again: rate limits shared');
    down = false;
  });

  await new Promise<void>((resolve) => {
    const timer = setTimeout(done, waitMs);
    client.once('ready', done);
    function done() {
      clearTimeout(timer);
      client.off('ready', done);
      resolve();
    }
  });

  return {
    client,
    ready: () => client.status === 'ready',
    async close() {
      if (client.status === 'end') return;
      if (client.status !== 'ready') {
        client.disconnect();
        return;
      }
      try {
        await client.quit();
      } catch {
        client.disconnect();
      }
    },
  };
}
