import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SERVER_TIMEOUTS,
  serverTimeouts,
  serverTimeoutsFromEnv,
  timeoutServerOptions,
} from './server-timeouts.ts';

describe('serverTimeoutsFromEnv', () => {
  it('takes the defaults, and each HTTP_*_TIMEOUT_MS setting over them', () => {
    expect(serverTimeoutsFromEnv({})).toEqual(DEFAULT_SERVER_TIMEOUTS);
    expect(serverTimeoutsFromEnv({ HTTP_BODY_IDLE_TIMEOUT_MS: '2000', HTTP_REQUEST_TIMEOUT_MS: '' })).toEqual({
      ...DEFAULT_SERVER_TIMEOUTS,
      bodyIdleMs: 2000,
    });
  });

  it('refuses a value that is not a positive number of milliseconds, naming the setting', () => {
    expect(() => serverTimeoutsFromEnv({ HTTP_HEADERS_TIMEOUT_MS: '5s' })).toThrow(/HTTP_HEADERS_TIMEOUT_MS/);
    expect(() => serverTimeoutsFromEnv({ HTTP_KEEP_ALIVE_TIMEOUT_MS: '0' })).toThrow(/HTTP_KEEP_ALIVE_TIMEOUT_MS/);
    expect(() => serverTimeoutsFromEnv({ HTTP_REQUEST_TIMEOUT_MS: '-1' })).toThrow(/HTTP_REQUEST_TIMEOUT_MS/);
  });

  it('refuses a headers timeout longer than the request timeout (Node would refuse to start)', () => {
    expect(() => serverTimeouts({ headersMs: 30_000, requestMs: 20_000 })).toThrow(/HTTP_HEADERS_TIMEOUT_MS/);
  });
});

describe('timeoutServerOptions', () => {
  it("maps the timeouts to Fastify's options and Node's server options", () => {
    expect(timeoutServerOptions(DEFAULT_SERVER_TIMEOUTS)).toEqual({
      connectionTimeout: 5_000,
      requestTimeout: 60_000,
      keepAliveTimeout: 5_000,
      http: { headersTimeout: 10_000, requestTimeout: 60_000, connectionsCheckingInterval: 1_000 },
    });
  });
});
