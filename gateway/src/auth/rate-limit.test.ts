import { describe, expect, it } from 'vitest';
import { countAttempt, DEFAULT_RATE_LIMITS, isExpired, rateLimitConfig, type RateWindow } from './rate-limit.ts';
import { RateLimiter } from './rate-limiter.ts';

const rule = { limit: 3, windowMs: 1000 };

describe('countAttempt', () => {
  it('allows up to the limit within one window and refuses the next', () => {
    let window: RateWindow | undefined;
    const allowed: boolean[] = [];
    for (let i = 0; i < 4; i += 1) {
      const decision = countAttempt(window, 100 + i, rule);
      allowed.push(decision.allowed);
      window = decision.window;
    }
    expect(allowed).toEqual([true, true, true, false]);
    expect(window).toEqual({ startedAt: 100, count: 4 });
  });

  it('opens a new window once the last one has passed', () => {
    const full = { startedAt: 0, count: 9 };
    expect(countAttempt(full, 999, rule).allowed).toBe(false);
    expect(countAttempt(full, 1000, rule)).toEqual({ allowed: true, window: { startedAt: 1000, count: 1 } });
  });

  it('opens a new window when the clock went backwards', () => {
    expect(countAttempt({ startedAt: 5000, count: 9 }, 4000, rule)).toEqual({
      allowed: true,
      window: { startedAt: 4000, count: 1 },
    });
  });

  it('says when a window can be forgotten', () => {
    expect(isExpired({ startedAt: 0, count: 1 }, 999, rule)).toBe(false);
    expect(isExpired({ startedAt: 0, count: 1 }, 1000, rule)).toBe(true);
  });
});

describe('rateLimitConfig', () => {
  it('defaults to 30 per IP and 10 per account in 15 minutes', () => {
    expect(rateLimitConfig()).toEqual(DEFAULT_RATE_LIMITS);
    expect(DEFAULT_RATE_LIMITS.perIp).toEqual({ limit: 30, windowMs: 900_000 });
    expect(DEFAULT_RATE_LIMITS.perAccount).toEqual({ limit: 10, windowMs: 900_000 });
  });

  it('overrides one field of one rule', () => {
    expect(rateLimitConfig({ perAccount: { limit: 2 } }).perAccount).toEqual({ limit: 2, windowMs: 900_000 });
  });
});

describe('RateLimiter', () => {
  it('limits per account across IPs and per IP across accounts, per operation', () => {
    let now = 0;
    const limiter = new RateLimiter(
      { perIp: { limit: 3, windowMs: 100 }, perAccount: { limit: 2, windowMs: 100 } },
      () => now,
    );
    expect(limiter.attempt('login', { ip: 'a', account: 'x' })).toBe(true);
    expect(limiter.attempt('login', { ip: 'b', account: 'x' })).toBe(true);
    expect(limiter.attempt('login', { ip: 'c', account: 'x' })).toBe(false);
    expect(limiter.attempt('register', { ip: 'c', account: 'x' })).toBe(true);
    expect(limiter.attempt('login', { ip: 'a', account: 'y' })).toBe(true);
    expect(limiter.attempt('login', { ip: 'a', account: 'z' })).toBe(true);
    expect(limiter.attempt('login', { ip: 'a', account: 'w' })).toBe(false);
    now = 100;
    expect(limiter.attempt('login', { ip: 'a', account: 'x' })).toBe(true);
  });

  it('keeps separate instances apart', () => {
    const config = { perIp: { limit: 1, windowMs: 100 }, perAccount: { limit: 1, windowMs: 100 } };
    const first = new RateLimiter(config, () => 0);
    const second = new RateLimiter(config, () => 0);
    expect(first.attempt('login', { ip: 'a', account: null })).toBe(true);
    expect(first.attempt('login', { ip: 'a', account: null })).toBe(false);
    expect(second.attempt('login', { ip: 'a', account: null })).toBe(true);
  });

  it('counts only failures once successes are forgiven', () => {
    const limiter = new RateLimiter(
      { perIp: { limit: 2, windowMs: 100 }, perAccount: { limit: 2, windowMs: 100 } },
      () => 0,
    );
    for (let i = 0; i < 5; i += 1) {
      expect(limiter.attempt('partnerLogin', { ip: 'a', account: 'x' })).toBe(true);
      limiter.forgive('partnerLogin', { ip: 'a', account: 'x' });
    }
    expect(limiter.attempt('partnerLogin', { ip: 'a', account: 'x' })).toBe(true);
    expect(limiter.attempt('partnerLogin', { ip: 'a', account: 'x' })).toBe(true);
    expect(limiter.attempt('partnerLogin', { ip: 'a', account: 'x' })).toBe(false);
  });
});
