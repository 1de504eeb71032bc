import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RATE_LIMITS, OPERATION_FAMILY, rateLimitConfig, rateLimitSettings } from './rate-limit.ts';
import { RateLimiter } from './rate-limiter.ts';

const limits = (limit: number) => ({ perIp: { limit, windowMs: 100_000 }, perKey: { limit, windowMs: 100_000 } });

describe('rateLimitConfig', () => {
  it('defaults: sign-in 30 per IP and 10 per account, mails 10 per recipient, in 15 minutes', () => {
    expect(rateLimitConfig()).toEqual(DEFAULT_RATE_LIMITS);
    expect(DEFAULT_RATE_LIMITS.account.perIp).toEqual({ limit: 30, windowMs: 900_000 });
    expect(DEFAULT_RATE_LIMITS.account.perKey).toEqual({ limit: 10, windowMs: 900_000 });
    expect(DEFAULT_RATE_LIMITS.mail.perKey).toEqual({ limit: 10, windowMs: 900_000 });
  });

  it('overrides one field of one rule of one family', () => {
    const config = rateLimitConfig({ mail: { perKey: { limit: 2 } } });
    expect(config.mail.perKey).toEqual({ limit: 2, windowMs: 900_000 });
    expect(config.mail.perIp).toEqual(DEFAULT_RATE_LIMITS.mail.perIp);
    expect(config.account).toEqual(DEFAULT_RATE_LIMITS.account);
  });

  it('puts every public mail form, lookup and coupon check in a family', () => {
    expect(OPERATION_FAMILY.subscribePopup).toBe('mail');
    expect(OPERATION_FAMILY.registerProduct).toBe('mail');
    expect(OPERATION_FAMILY.searchComplaints).toBe('lookup');
    expect(OPERATION_FAMILY.applyCoupon).toBe('coupon');
  });
});

describe('rateLimitSettings', () => {
  it('reads the named settings', () => {
    const config = rateLimitConfig(
      rateLimitSettings({
        RATE_LIMIT_WINDOW_SECONDS: '60',
        RATE_LIMIT_MAIL_PER_RECIPIENT: '3',
        RATE_LIMIT_LOOKUP_PER_IP: '7',
      }),
    );
    expect(config.mail.perKey).toEqual({ limit: 3, windowMs: 60_000 });
    expect(config.lookup.perIp).toEqual({ limit: 7, windowMs: 60_000 });
    expect(config.account.perKey).toEqual({ limit: 10, windowMs: 60_000 });
  });

  it('keeps the defaults when nothing is set', () => {
    expect(rateLimitConfig(rateLimitSettings({}))).toEqual(DEFAULT_RATE_LIMITS);
  });

  it('refuses a value that is not a positive whole number', () => {
    expect(() => rateLimitSettings({ RATE_LIMIT_COUPON_PER_IP: 'ten' })).toThrow(/RATE_LIMIT_COUPON_PER_IP/);
    expect(() => rateLimitSettings({ RATE_LIMIT_WINDOW_SECONDS: '0' })).toThrow(/RATE_LIMIT_WINDOW_SECONDS/);
  });
});

describe('RateLimiter (rate-limiter-flexible in memory)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('limits per key across IPs and per IP across keys, per operation, until the window ends', async () => {
    const limiter = new RateLimiter({
      ...DEFAULT_RATE_LIMITS,
      account: { perIp: { limit: 3, windowMs: 10_000 }, perKey: { limit: 2, windowMs: 10_000 } },
    });
    expect(await limiter.attempt('login', { ip: 'a', account: 'x' })).toBe(true);
    expect(await limiter.attempt('login', { ip: 'b', account: 'x' })).toBe(true);
    expect(await limiter.attempt('login', { ip: 'c', account: 'x' })).toBe(false);
    expect(await limiter.attempt('register', { ip: 'c', account: 'x' })).toBe(true);
    expect(await limiter.attempt('login', { ip: 'a', account: 'y' })).toBe(true);
    expect(await limiter.attempt('login', { ip: 'a', account: 'z' })).toBe(true);
    expect(await limiter.attempt('login', { ip: 'a', account: 'w' })).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect(await limiter.attempt('login', { ip: 'a', account: 'x' })).toBe(true);
  });

  it('gives each family its own limits', async () => {
    const limiter = new RateLimiter({ ...DEFAULT_RATE_LIMITS, mail: limits(1), lookup: limits(2) });
    expect(await limiter.attempt('subscribePopup', { ip: 'a', account: 'p@x.in' })).toBe(true);
    expect(await limiter.attempt('subscribePopup', { ip: 'b', account: 'p@x.in' })).toBe(false);
    expect(await limiter.attempt('searchComplaints', { ip: 'a', account: 'p@x.in' })).toBe(true);
    expect(await limiter.attempt('searchComplaints', { ip: 'a', account: 'p@x.in' })).toBe(true);
    expect(await limiter.attempt('searchComplaints', { ip: 'a', account: 'p@x.in' })).toBe(false);
  });

  it('keeps separate instances apart', async () => {
    const config = { ...DEFAULT_RATE_LIMITS, account: limits(1) };
    const first = new RateLimiter(config);
    const second = new RateLimiter(config);
    expect(await first.attempt('login', { ip: 'a', account: null })).toBe(true);
    expect(await first.attempt('login', { ip: 'a', account: null })).toBe(false);
    expect(await second.attempt('login', { ip: 'a', account: null })).toBe(true);
  });

  it('counts only failures once successes are forgiven', async () => {
    const limiter = new RateLimiter({ ...DEFAULT_RATE_LIMITS, account: limits(2) });
    for (let i = 0; i < 5; i += 1) {
      expect(await limiter.attempt('partnerLogin', { ip: 'a', account: 'x' })).toBe(true);
      await limiter.forgive('partnerLogin', { ip: 'a', account: 'x' });
    }
    expect(await limiter.attempt('partnerLogin', { ip: 'a', account: 'x' })).toBe(true);
    expect(await limiter.attempt('partnerLogin', { ip: 'a', account: 'x' })).toBe(true);
    expect(await limiter.attempt('partnerLogin', { ip: 'a', account: 'x' })).toBe(false);
  });

  it('forgives nothing that was not counted', async () => {
    const limiter = new RateLimiter({ ...DEFAULT_RATE_LIMITS, coupon: limits(1) });
    await limiter.forgive('applyCoupon', { ip: 'a', account: 'x' });
    expect(await limiter.attempt('applyCoupon', { ip: 'a', account: 'x' })).toBe(true);
    expect(await limiter.attempt('applyCoupon', { ip: 'a', account: 'x' })).toBe(false);
  });
});
