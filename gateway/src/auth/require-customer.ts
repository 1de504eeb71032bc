// The one place that decides "this field needs a logged-in customer".
import { GraphQLError } from 'graphql';
import type { Session } from './session.ts';

export const UNAUTHENTICATED = 'UNAUTHENTICATED';

export function unauthenticated(): GraphQLError {
  return new GraphQLError('Please log in to continue.', { extensions: { code: UNAUTHENTICATED } });
}

/** The customer's token, or a GraphQL error UNAUTHENTICATED for a guest. */
export function requireCustomer(session: Session): string {
  const token = session.token;
  if (token === null) throw unauthenticated();
  return token;
}

/** Upstream refused a token the gateway had verified (revoked): the request goes on as a guest. */
export function refusedByUpstream(session: Session, token: string): never {
  session.rejectToken(token);
  throw unauthenticated();
}
