// The gateway's GraphQL errors as the web reads them (schema/partner.graphql): a refused token is
// UNAUTHENTICATED; the partner token's refusals carry extensions.realm 'partner', the shopper
// token's carry no realm.

export type GraphQLErrorLike = {
  path?: ReadonlyArray<string | number> | null;
  extensions?: Record<string, unknown> | null;
};

/** The session whose token an error refuses, or null when the error refuses none. */
export function refusedSession(error: GraphQLErrorLike): 'partner' | 'shopper' | null {
  if (error.extensions?.code !== 'UNAUTHENTICATED') return null;
  return error.extensions.realm === 'partner' ? 'partner' : 'shopper';
}

/** The GraphQL errors of an Apollo error (CombinedGraphQLErrors carries them in `errors`). */
export function graphQLErrorsOf(error: unknown): ReadonlyArray<GraphQLErrorLike> {
  if (typeof error !== 'object' || error === null) return [];
  const errors = (error as { errors?: unknown }).errors;
  return Array.isArray(errors) ? (errors as GraphQLErrorLike[]) : [];
}
