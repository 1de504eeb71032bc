// The one expected GraphQL error of the program screens: FORBIDDEN, when a General partner opens
// a Master-only screen (nominations) or a shopper token was sent (schema/partner.graphql). The
// session errors are the portal page's (PartnerPage); this only tells FORBIDDEN apart.

type GraphQLErrorLike = { extensions?: Record<string, unknown> | null };

/** Whether an Apollo error (CombinedGraphQLErrors carries `errors`) is a FORBIDDEN refusal. */
export function isForbiddenError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const errors = (error as { errors?: unknown }).errors;
  return Array.isArray(errors) && (errors as GraphQLErrorLike[]).some((e) => e.extensions?.code === 'FORBIDDEN');
}

/** Whether any GraphQL error of an Apollo error concerns the field at `path[0..]` (e.g. ['partner', 'incentiveHistory']). */
export function hasErrorAt(error: unknown, path: readonly string[]): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const errors = (error as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return false;
  return (errors as Array<{ path?: ReadonlyArray<string | number> }>).some((e) =>
    path.every((segment, i) => e.path?.[i] === segment),
  );
}
