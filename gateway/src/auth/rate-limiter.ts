// The store of the rate limits: rate-limiter-flexible's in-memory limiters, one per family and
// scope (client IP, key), made by buildGateway once per gateway instance (never at module scope).
// The library keeps fixed windows and forgets each key when its window ends; a Redis store of the
// same library shares them between instances.
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import {
  OPERATION_FAMILY,
  type LimitedOperation,
  type RateLimitConfig,
  type RateLimitFamily,
  type RateLimitRule,
} from './rate-limit.ts';

export interface AttemptKeys {
  ip: string;
  /** The normalised email or phone (or another key the operation names); null when it names none. */
  account: string | null;
}

type Scope = 'ip' | 'key';

function memoryLimiter(family: RateLimitFamily, scope: Scope, rule: RateLimitRule): RateLimiterAbstract {
  return new RateLimiterMemory({
    keyPrefix: `${family}-${scope}`,
    points: rule.limit,
    duration: Math.max(1, Math.ceil(rule.windowMs / 1000)),
  });
}

/** One attempt; false when the key is past its limit (the library rejects with its result). */
async function consume(limiter: RateLimiterAbstract, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (error) {
    if (error instanceof RateLimiterRes) return false;
    throw error;
  }
}

export class RateLimiter {
  private readonly limiters: Record<RateLimitFamily, Record<Scope, RateLimiterAbstract>>;

  constructor(config: RateLimitConfig) {
    const family = (name: RateLimitFamily) => ({
      ip: memoryLimiter(name, 'ip', config[name].perIp),
      key: memoryLimiter(name, 'key', config[name].perKey),
    });
    this.limiters = {
      account: family('account'),
      lookup: family('lookup'),
      mail: family('mail'),
      coupon: family('coupon'),
    };
  }

  /** Counts one attempt against the IP and the key; false when either is over its limit. */
  async attempt(operation: LimitedOperation, keys: AttemptKeys): Promise<boolean> {
    const limiters = this.limiters[OPERATION_FAMILY[operation]];
    const [byIp, byKey] = await Promise.all([
      consume(limiters.ip, `${operation}|${keys.ip}`),
      keys.account === null ? true : consume(limiters.key, `${operation}|${keys.account}`),
    ]);
    return byIp && byKey;
  }

  /**
   * Takes back an attempt that succeeded (a correct login, a valid coupon), so that the limits
   * count failures: partners who log in often never lock themselves out; guessing still does.
   */
  async forgive(operation: LimitedOperation, keys: AttemptKeys): Promise<void> {
    const limiters = this.limiters[OPERATION_FAMILY[operation]];
    const taken = async (limiter: RateLimiterAbstract, key: string) => {
      const state = await limiter.get(key);
      if (state !== null && state.consumedPoints > 0) await limiter.reward(key, 1);
    };
    await Promise.all([
      taken(limiters.ip, `${operation}|${keys.ip}`),
      keys.account === null ? undefined : taken(limiters.key, `${operation}|${keys.account}`),
    ]);
  }
}
