// Rate limiting of the account operations, as resolvers call it: one attempt against the client's
// IP and the account it names. The limiter lives in the context (one per gateway instance).
import { contactKey } from '@shop/commerce/contact';
import type { GatewayContext } from '../context.ts';
import type { LimitedOperation } from './rate-limit.ts';

export function withinRateLimit(context: GatewayContext, operation: LimitedOperation, account: string | null): boolean {
  return context.rateLimiter.attempt(operation, {
    ip: context.clientIp,
    account: account === null ? null : contactKey(account),
  });
}

/** A limited operation succeeded: its attempt no longer counts (login limits count failures). */
export function forgiveAttempt(context: GatewayContext, operation: LimitedOperation, account: string | null): void {
  context.rateLimiter.forgive(operation, {
    ip: context.clientIp,
    account: account === null ? null : contactKey(account),
  });
}
