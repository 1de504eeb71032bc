// How a partner screen reads a failed request (schema/partner.graphql): a partner token that is
// missing, expired, forged or revoked is UNAUTHENTICATED with extensions.realm 'partner' (the
// session is over); anything else (FORBIDDEN, the network, an upstream failure) is unexpected.

export type PartnerFailure = 'session-expired' | 'unexpected';

type GraphQLErrorLike = { extensions?: Record<string, unknown> | null };

/** The GraphQL errors of an Apollo error (CombinedGraphQLErrors carries them in `errors`). */
function graphQLErrorsOf(error: unknown): ReadonlyArray<GraphQLErrorLike> {
  if (typeof error !== 'object' || error === null) return [];
  const errors = (error as { errors?: unknown }).errors;
  return Array.isArray(errors) ? (errors as GraphQLErrorLike[]) : [];
}

/** Whether the gateway refused the partner token (never true for a shopper-session error). */
export function isPartnerSessionError(error: unknown): boolean {
  return graphQLErrorsOf(error).some(
    (e) => e.extensions?.code === 'UNAUTHENTICATED' && e.extensions.realm === 'partner',
  );
}

export function partnerFailureOf(error: unknown): PartnerFailure {
  return isPartnerSessionError(error) ? 'session-expired' : 'unexpected';
}
