// Rate limits of the account operations: a fixed-window counter per key, as a pure rule (the
// store in rate-limiter.ts keeps the windows). Tested beside.

export interface RateLimitRule {
  /** Attempts allowed in one window. */
  limit: number;
  windowMs: number;
}

export interface RateWindow {
  /** Start of the window (ms). */
  startedAt: number;
  /** Attempts counted in it, the current one included. */
  count: number;
}

export interface RateDecision {
  allowed: boolean;
  window: RateWindow;
}

/** One attempt at `now`: opens a new window when there is none or the last one has passed. */
export function countAttempt(window: RateWindow | undefined, now: number, rule: RateLimitRule): RateDecision {
  const current =
    window && now >= window.startedAt && now - window.startedAt < rule.windowMs
      ? { startedAt: window.startedAt, count: window.count + 1 }
      : { startedAt: now, count: 1 };
  return { allowed: current.count <= rule.limit, window: current };
}

/** True when the window no longer counts at `now` (the store may forget it). */
export function isExpired(window: RateWindow, now: number, rule: RateLimitRule): boolean {
  return now - window.startedAt >= rule.windowMs;
}

/** The operations that are limited. */
export type LimitedOperation =
  | 'login'
  | 'requestOtp'
  | 'verifyOtp'
  | 'register'
  | 'requestPasswordReset'
  | 'partnerLogin'
  | 'partnerRequestPasswordReset';

export interface RateLimitConfig {
  /** Per client IP and operation. */
  perIp: RateLimitRule;
  /** Per account (email or phone) and operation. */
  perAccount: RateLimitRule;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;

export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  perIp: { limit: 30, windowMs: FIFTEEN_MINUTES },
  perAccount: { limit: 10, windowMs: FIFTEEN_MINUTES },
};

export interface RateLimitOverrides {
  perIp?: Partial<RateLimitRule> | undefined;
  perAccount?: Partial<RateLimitRule> | undefined;
}

export function rateLimitConfig(overrides?: RateLimitOverrides): RateLimitConfig {
  return {
    perIp: { ...DEFAULT_RATE_LIMITS.perIp, ...overrides?.perIp },
    perAccount: { ...DEFAULT_RATE_LIMITS.perAccount, ...overrides?.perAccount },
  };
}
