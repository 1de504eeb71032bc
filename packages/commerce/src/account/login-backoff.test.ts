import { describe, expect, it } from 'vitest';
import { LOGIN_BACKOFF_MAX_MS, loginBackoffMs, loginWaitMs } from './login-backoff.ts';

describe('failed-login backoff', () => {
  it('lets the first five failures through without delay', () => {
    expect([0, 1, 4].map(loginBackoffMs)).toEqual([0, 0, 0]);
  });

  it('doubles the delay with each further failure, up to 15 minutes', () => {
    expect([5, 6, 7, 10].map(loginBackoffMs)).toEqual([1000, 2000, 4000, 32000]);
    expect(loginBackoffMs(15)).toBe(LOGIN_BACKOFF_MAX_MS);
    expect(loginBackoffMs(500)).toBe(15 * 60 * 1000);
  });

  it('counts the delay from the newest failure', () => {
    const newest = new Date('2026-01-01T10:00:00.000Z');
    expect(loginWaitMs(6, newest, new Date('2026-01-01T10:00:00.500Z'))).toBe(1500);
    expect(loginWaitMs(6, newest, new Date('2026-01-01T10:00:02.000Z'))).toBe(0);
    expect(loginWaitMs(4, newest, newest)).toBe(0);
    expect(loginWaitMs(0, null, newest)).toBe(0);
  });
});
