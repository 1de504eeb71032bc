// The expected GraphQL error of the support lookups: RATE_LIMITED, when a search or lookup was made
// too often from this client or for this email or phone (schema/support.graphql).
import { isRateLimited } from '@shop/commerce/rate-limits';

type GraphQLErrorLike = { extensions?: Record<string, unknown> | null };

/** Whether an Apollo error (CombinedGraphQLErrors carries `errors`) is a RATE_LIMITED refusal. */
export function isRateLimitedError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const errors = (error as { errors?: unknown }).errors;
  return Array.isArray(errors) && (errors as GraphQLErrorLike[]).some((e) => isRateLimited(e.extensions?.code));
}
