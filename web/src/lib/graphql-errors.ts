// The gateway's GraphQL errors as the web reads them (schema/partner.graphql): a refused token is
// UNAUTHENTICATED; the partner token's refusals carry extensions.realm 'partner', the console
// operator token's realm 'admin', the shopper token's carry no realm.

export type GraphQLErrorLike = {
  path?: ReadonlyArray<string | number> | null;
  extensions?: Record<string, unknown> | null;
};

/** The session whose token an error refuses, or null when the error refuses none. */
export function refusedSession(error: GraphQLErrorLike): 'partner' | 'admin' | 'shopper' | null {
  if (error.extensions?.code !== 'UNAUTHENTICATED') return null;
  if (error.extensions.realm === 'partner' || error.extensions.realm === 'admin') return error.extensions.realm;
  return 'shopper';
}

/** The GraphQL errors of an Apollo error (CombinedGraphQLErrors carries them in `errors`). */
export function graphQLErrorsOf(error: unknown): ReadonlyArray<GraphQLErrorLike> {
  if (typeof error !== 'object' || error === null) return [];
  const errors = (error as { errors?: unknown }).errors;
  return Array.isArray(errors) ? (errors as GraphQLErrorLike[]) : [];
}
