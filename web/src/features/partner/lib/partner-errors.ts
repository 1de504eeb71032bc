// How a partner screen reads a failed request (schema/partner.graphql): a partner token that is
// missing, expired, forged or revoked is UNAUTHENTICATED with extensions.realm 'partner' (the
// session is over); anything else (FORBIDDEN, the network, an upstream failure) is unexpected.
import { graphQLErrorsOf, refusedSession } from '@/lib/graphql-errors.ts';

export type PartnerFailure = 'session-expired' | 'unexpected';

/** Whether the gateway refused the partner token (never true for a shopper-session error). */
export function isPartnerSessionError(error: unknown): boolean {
  return graphQLErrorsOf(error).some((e) => refusedSession(e) === 'partner');
}

export function partnerFailureOf(error: unknown): PartnerFailure {
  return isPartnerSessionError(error) ? 'session-expired' : 'unexpected';
}
