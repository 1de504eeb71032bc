import { describe, expect, it } from 'vitest';
import { restTimeouts } from './pool.ts';
import { DEFAULT_UPSTREAM_TIMEOUT_MS, upstreamTimeoutFromEnv } from './upstream-timeout.ts';

describe('UPSTREAM_TIMEOUT_MS', () => {
  it('defaults to a few seconds and bounds connect, headers and body alike', () => {
    expect(upstreamTimeoutFromEnv({})).toBe(DEFAULT_UPSTREAM_TIMEOUT_MS);
    expect(DEFAULT_UPSTREAM_TIMEOUT_MS).toBe(5_000);
    expect(upstreamTimeoutFromEnv({ UPSTREAM_TIMEOUT_MS: '1500' })).toBe(1500);
    expect(restTimeouts(1500)).toEqual({ connectMs: 1500, headersMs: 1500, bodyMs: 1500 });
  });

  it('refuses a value that is not a positive number of milliseconds', () => {
    for (const raw of ['0', '-5', '2s', '1.5'])
      expect(() => upstreamTimeoutFromEnv({ UPSTREAM_TIMEOUT_MS: raw })).toThrow(/UPSTREAM_TIMEOUT_MS/);
  });
});
