// Timeouts of both servers' HTTP listeners (gateway and upstream), so a client that stops sending cannot hold a connection:
// the headers must arrive within HTTP_HEADERS_TIMEOUT_MS, the whole request (headers and body)
// within HTTP_REQUEST_TIMEOUT_MS, and while a request is arriving no gap may last longer than
// HTTP_BODY_IDLE_TIMEOUT_MS (a body that stops half way is dropped then). Once the request has
// arrived the connection may stay quiet while the answer is made (the calls a server makes have
// their own timeouts) up to RESPONSE_IDLE_MS; an idle keep-alive connection closes after
// HTTP_KEEP_ALIVE_TIMEOUT_MS. Fastify's connectionTimeout, requestTimeout and keepAliveTimeout and
// Node's headersTimeout carry them; two hooks move the socket's idle timeout between the phases.
import type { FastifyInstance } from 'fastify';
import type { ServerOptions } from 'node:http';

export interface ServerTimeouts {
  headersMs: number;
  requestMs: number;
  bodyIdleMs: number;
  keepAliveMs: number;
}

export const DEFAULT_SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 10_000,
  requestMs: 60_000,
  bodyIdleMs: 5_000,
  keepAliveMs: 5_000,
};

/** How long an answer in the making, or a client that stops reading it, may leave the connection quiet. */
export const RESPONSE_IDLE_MS = 60_000;

/** How often Node checks the headers and request timeouts of open connections. */
const CHECK_INTERVAL_MS = 1_000;

const ENV_NAMES: Readonly<Record<keyof ServerTimeouts, string>> = {
  headersMs: 'HTTP_HEADERS_TIMEOUT_MS',
  requestMs: 'HTTP_REQUEST_TIMEOUT_MS',
  bodyIdleMs: 'HTTP_BODY_IDLE_TIMEOUT_MS',
  keepAliveMs: 'HTTP_KEEP_ALIVE_TIMEOUT_MS',
};

/** The timeouts with the given ones over the defaults; refuses a headers timeout past the request's. */
export function serverTimeouts(given: Partial<ServerTimeouts> = {}): ServerTimeouts {
  const timeouts = { ...DEFAULT_SERVER_TIMEOUTS, ...given };
  for (const [key, value] of Object.entries(timeouts))
    if (!Number.isInteger(value) || value <= 0)
      throw new Error(`${ENV_NAMES[key as keyof ServerTimeouts]} must be a positive number of milliseconds`);
  if (timeouts.headersMs > timeouts.requestMs)
    throw new Error(`${ENV_NAMES.headersMs} must not be longer than ${ENV_NAMES.requestMs}`);
  return timeouts;
}

/** HTTP_HEADERS_TIMEOUT_MS, HTTP_REQUEST_TIMEOUT_MS, HTTP_BODY_IDLE_TIMEOUT_MS, HTTP_KEEP_ALIVE_TIMEOUT_MS. */
export function serverTimeoutsFromEnv(env: NodeJS.ProcessEnv): ServerTimeouts {
  const given: Partial<ServerTimeouts> = {};
  for (const [key, name] of Object.entries(ENV_NAMES) as Array<[keyof ServerTimeouts, string]>) {
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value <= 0)
      throw new Error(`${name} must be a positive number of milliseconds, got ${raw}`);
    given[key] = value;
  }
  return serverTimeouts(given);
}

/** Fastify's server options for the timeouts. */
export function timeoutServerOptions(timeouts: ServerTimeouts): {
  connectionTimeout: number;
  requestTimeout: number;
  keepAliveTimeout: number;
  http: ServerOptions;
} {
  return {
    connectionTimeout: timeouts.bodyIdleMs,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: Math.min(CHECK_INTERVAL_MS, timeouts.headersMs),
    },
  };
}

/** The idle timeout of a request's socket: short while the request arrives, longer once it has. */
export function registerTimeoutHooks(app: FastifyInstance, timeouts: ServerTimeouts): void {
  app.addHook('onRequest', async (request) => {
    request.raw.socket?.setTimeout(timeouts.bodyIdleMs);
  });
  app.addHook('preHandler', async (request) => {
    request.raw.socket?.setTimeout(RESPONSE_IDLE_MS);
  });
}
