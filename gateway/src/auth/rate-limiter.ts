// The in-memory store of the rate-limit windows: one per gateway instance (created by
// buildGateway, never at module scope). Expired windows are swept as the map grows.
import {
  countAttempt,
  isExpired,
  type LimitedOperation,
  type RateLimitConfig,
  type RateLimitRule,
  type RateWindow,
} from './rate-limit.ts';

/** Sweep expired windows whenever the map has grown by this many keys since the last sweep. */
const SWEEP_EVERY = 1_000;

export interface AttemptKeys {
  ip: string;
  /** The normalised email or phone; null when the operation names no account. */
  account: string | null;
}

export class RateLimiter {
  private readonly windows = new Map<string, { window: RateWindow; rule: RateLimitRule }>();
  private sizeAfterSweep = 0;

  constructor(
    private readonly config: RateLimitConfig,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt against the IP and the account; false when either is over its limit. */
  attempt(operation: LimitedOperation, keys: AttemptKeys): boolean {
    const time = this.now();
    const byIp = this.count(`${operation}|ip|${keys.ip}`, this.config.perIp, time);
    const byAccount =
      keys.account === null ? true : this.count(`${operation}|account|${keys.account}`, this.config.perAccount, time);
    this.sweep(time);
    return byIp && byAccount;
  }

  /**
   * Takes back an attempt that succeeded (a correct login), so that the limits count failures:
   * partners who log in often never lock themselves out; guessing still does.
   */
  forgive(operation: LimitedOperation, keys: AttemptKeys): void {
    for (const key of [
      `${operation}|ip|${keys.ip}`,
      keys.account === null ? null : `${operation}|account|${keys.account}`,
    ]) {
      const entry = key === null ? undefined : this.windows.get(key);
      if (entry && entry.window.count > 0) entry.window = { ...entry.window, count: entry.window.count - 1 };
    }
  }

  private count(key: string, rule: RateLimitRule, time: number): boolean {
    const decision = countAttempt(this.windows.get(key)?.window, time, rule);
    this.windows.set(key, { window: decision.window, rule });
    return decision.allowed;
  }

  private sweep(time: number): void {
    if (this.windows.size - this.sizeAfterSweep < SWEEP_EVERY) return;
    for (const [key, entry] of this.windows) {
      if (isExpired(entry.window, time, entry.rule)) this.windows.delete(key);
    }
    this.sizeAfterSweep = this.windows.size;
  }
}
