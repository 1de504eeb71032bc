// Rate limiting as resolvers call it: one attempt against the client's IP and the key the
// operation names: an email or phone (normalised), or another key such as an account id, passed
// as it is with `{ raw: true }`. A mutation answers the userError RATE_LIMITED; a query throws the
// GraphQL error RATE_LIMITED (requireWithinRateLimit). The limiter lives in the context (one per
// gateway instance); the operations and their limits are auth/rate-limit.ts's.
import { contactKey } from '@shop/commerce/contact';
import { RATE_LIMIT_ERROR } from '@shop/commerce/rate-limits';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context.ts';
import type { LimitedOperation } from './rate-limit.ts';

export interface KeyOptions {
  /** The key is not an email or phone: use it as it is. */
  raw?: boolean;
}

const keyOf = (key: string | null, options?: KeyOptions): string | null =>
  key === null ? null : options?.raw ? key : contactKey(key);

/** Counts one attempt; false when the client or the key is past its limit. */
export function withinRateLimit(
  context: GatewayContext,
  operation: LimitedOperation,
  key: string | null,
  options?: KeyOptions,
): Promise<boolean> {
  return context.rateLimiter.attempt(operation, { ip: context.clientIp, account: keyOf(key, options) });
}

/** A limited operation succeeded: its attempt no longer counts (login and coupon limits count failures). */
export function forgiveAttempt(
  context: GatewayContext,
  operation: LimitedOperation,
  key: string | null,
  options?: KeyOptions,
): Promise<void> {
  return context.rateLimiter.forgive(operation, { ip: context.clientIp, account: keyOf(key, options) });
}

/** The GraphQL error of a lookup refused by its limit (code RATE_LIMITED). */
export function rateLimitedError(): GraphQLError {
  return new GraphQLError(RATE_LIMIT_ERROR.message, { extensions: { code: RATE_LIMIT_ERROR.code } });
}

/** For queries: counts one attempt and throws RATE_LIMITED when the client or the key is past its limit. */
export async function requireWithinRateLimit(
  context: GatewayContext,
  operation: LimitedOperation,
  key: string | null,
  options?: KeyOptions,
): Promise<void> {
  if (!(await withinRateLimit(context, operation, key, options))) throw rateLimitedError();
}
