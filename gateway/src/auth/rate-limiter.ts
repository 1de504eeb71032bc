// The store of the rate limits: rate-limiter-flexible's limiters, one per family and scope (client
// IP, key), made by buildGateway once per gateway instance (never at module scope). Without Redis
// they count in memory, per instance. With a Redis connection (REDIS_URL) they count in Redis under
// the same key prefixes, so every gateway on that Redis shares one window per key. The library
// keeps fixed windows and forgets each key when its window ends.
//
// When Redis cannot answer, each family follows STORE_DOWN_POLICY: sign-in and account mails fail
// closed (RATE_LIMIT_UNAVAILABLE: an attacker must not get unlimited password or OTP guesses by
// taking Redis down, or by waiting for an outage); the other families count in this instance's
// memory until Redis is back (each instance then allows its own full limit: a lookup, a form or a
// coupon check is worth less than keeping checkout and the forms working).
import { GraphQLError } from 'graphql';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
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

/** What a family does while its shared store is down: refuse ('closed') or count per instance ('memory'). */
export const STORE_DOWN_POLICY: Record<RateLimitFamily, 'closed' | 'memory'> = {
  account: 'closed',
  lookup: 'memory',
  mail: 'memory',
  coupon: 'memory',
};

/** The error of an operation refused because its limit could not be checked (a fail-closed family). */
export const RATE_LIMIT_UNAVAILABLE = {
  code: 'RATE_LIMIT_UNAVAILABLE',
  message: 'This cannot be done right now. Please try again in a minute.',
} as const;

export function rateLimitUnavailableError(): GraphQLError {
  return new GraphQLError(RATE_LIMIT_UNAVAILABLE.message, { extensions: { code: RATE_LIMIT_UNAVAILABLE.code } });
}

export interface RateLimiterOptions {
  /** Count in Redis (shared by every gateway on it); else in memory. */
  redis?: Redis | undefined;
  /** Told when the shared store fails (a refused or a fallen-back attempt). */
  onStoreError?: (error: unknown, family: RateLimitFamily) => void;
}

function limiter(
  family: RateLimitFamily,
  scope: Scope,
  rule: RateLimitRule,
  redis: Redis | undefined,
): RateLimiterAbstract {
  const options = {
    keyPrefix: `${family}-${scope}`,
    points: rule.limit,
    duration: Math.max(1, Math.ceil(rule.windowMs / 1000)),
  };
  if (!redis) return new RateLimiterMemory(options);
  return new RateLimiterRedis({
    ...options,
    storeClient: redis,
    // Not connected: fail at once (to the insurance limiter, or to the caller), never wait.
    rejectIfRedisNotReady: true,
    ...(STORE_DOWN_POLICY[family] === 'memory' ? { insuranceLimiter: new RateLimiterMemory(options) } : {}),
  });
}

export class RateLimiter {
  private readonly limiters: Record<RateLimitFamily, Record<Scope, RateLimiterAbstract>>;

  constructor(
    config: RateLimitConfig,
    private readonly options: RateLimiterOptions = {},
  ) {
    const family = (name: RateLimitFamily) => ({
      ip: limiter(name, 'ip', config[name].perIp, options.redis),
      key: limiter(name, 'key', config[name].perKey, options.redis),
    });
    this.limiters = {
      account: family('account'),
      lookup: family('lookup'),
      mail: family('mail'),
      coupon: family('coupon'),
    };
  }

  /** True when the limits are counted in Redis (shared between instances). */
  get shared(): boolean {
    return this.options.redis !== undefined;
  }

  /**
   * Counts one attempt against the IP and the key; false when either is over its limit. Throws
   * RATE_LIMIT_UNAVAILABLE when a fail-closed family's store cannot answer.
   */
  async attempt(operation: LimitedOperation, keys: AttemptKeys): Promise<boolean> {
    const family = OPERATION_FAMILY[operation];
    const limiters = this.limiters[family];
    const consume = async (limiter: RateLimiterAbstract, key: string): Promise<boolean | Error> => {
      try {
        await limiter.consume(key);
        return true;
      } catch (error) {
        if (error instanceof RateLimiterRes) return false;
        return error instanceof Error ? error : new Error(String(error));
      }
    };
    const results = await Promise.all([
      consume(limiters.ip, `${operation}|${keys.ip}`),
      keys.account === null ? true : consume(limiters.key, `${operation}|${keys.account}`),
    ]);
    const failure = results.find((result) => result instanceof Error);
    if (failure) {
      this.options.onStoreError?.(failure, family);
      throw rateLimitUnavailableError();
    }
    return results.every((result) => result === true);
  }

  /**
   * Takes back an attempt that succeeded (a correct login, a valid coupon), so that the limits
   * count failures: partners who log in often never lock themselves out; guessing still does.
   * A store that cannot answer leaves the attempt counted (logged, never an error: the operation
   * itself succeeded).
   */
  async forgive(operation: LimitedOperation, keys: AttemptKeys): Promise<void> {
    const family = OPERATION_FAMILY[operation];
    const limiters = this.limiters[family];
    const taken = async (limiter: RateLimiterAbstract, key: string) => {
      try {
        const state = await limiter.get(key);
        if (state !== null && state.consumedPoints > 0) await limiter.reward(key, 1);
      } catch (error) {
        this.options.onStoreError?.(error, family);
      }
    };
    await Promise.all([
      taken(limiters.ip, `${operation}|${keys.ip}`),
      keys.account === null ? undefined : taken(limiters.key, `${operation}|${keys.account}`),
    ]);
  }
}
