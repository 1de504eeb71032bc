// The Apollo link of the sessions: sends the shopper's live token as `Authorization: Bearer` and
// drops a token the gateway answered as a guest (viewer null, or UNAUTHENTICATED); sends the
// channel partner's token (localStorage 'cpToken') as `X-Partner-Token`. A refused partner token
// (UNAUTHENTICATED with realm 'partner') is the portal's business: the shopper token stays. On the
// console's pages (/admin), the operator's token (localStorage 'operatorToken') goes as
// X-Operator-Token; its refusals (realm 'admin') are the console's business.
import { ApolloLink } from '@apollo/client';
import { OPERATOR_TOKEN_HEADER } from '@shop/commerce/admin/token-header';
import { PARTNER_TOKEN_HEADER } from '@shop/commerce/partner/limits';
import { map } from 'rxjs';
import { readStored } from './browser-storage.ts';
import { OPERATOR_TOKEN_STORAGE_KEY, PARTNER_TOKEN_STORAGE_KEY } from './constants.ts';
import { refusedSession, type GraphQLErrorLike } from './graphql-errors.ts';
import { dropRefusedToken, readSessionToken } from './session.ts';

type Headers = Record<string, string> | undefined;

type ResultShape = { data?: Record<string, unknown> | null; errors?: ReadonlyArray<GraphQLErrorLike> };

/**
 * Whether an answer to a request that carried a token says the shopper token was not accepted: a
 * null `viewer` that is not the result of an error (a failed profile load keeps the session), or
 * an UNAUTHENTICATED error that is not the partner's.
 */
export function refusesToken(result: ApolloLink.Result): boolean {
  const { data, errors = [] } = result as ResultShape;
  if (errors.some((error) => refusedSession(error) === 'shopper')) return true;
  if (!data || !('viewer' in data) || data.viewer !== null) return false;
  return !errors.some((error) => error.path?.[0] === 'viewer');
}

/** The header that sends a shopper token. */
export function shopperAuthorization(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** Whether the page is the console's (where the operator token is sent). */
function onConsolePage(): boolean {
  return typeof window !== 'undefined' && /^\/admin(?:\/|$)/i.test(window.location.pathname);
}

export function createAuthLink(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const operatorToken = onConsolePage() ? readStored(OPERATOR_TOKEN_STORAGE_KEY) : null;
    if (operatorToken !== null) {
      operation.setContext(({ headers }: { headers?: Headers }) => ({
        headers: { ...headers, [OPERATOR_TOKEN_HEADER]: operatorToken },
      }));
    }
    const cpToken = readStored(PARTNER_TOKEN_STORAGE_KEY);
    if (cpToken !== null) {
      operation.setContext(({ headers }: { headers?: Headers }) => ({
        headers: { ...headers, [PARTNER_TOKEN_HEADER]: cpToken },
      }));
    }
    // An operation that names its own token (the cart merge right after login) keeps it.
    if ((operation.getContext().headers as Headers)?.authorization) return forward(operation);
    const token = readSessionToken();
    if (token === null) return forward(operation);
    operation.setContext(({ headers }: { headers?: Headers }) => ({
      headers: { ...headers, ...shopperAuthorization(token) },
    }));
    return forward(operation).pipe(
      map((result) => {
        if (refusesToken(result)) dropRefusedToken(token);
        return result;
      }),
    );
  });
}
