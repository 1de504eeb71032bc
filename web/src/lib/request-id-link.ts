// The Apollo link of request ids: every GraphQL request carries a fresh X-Request-Id, which the
// gateway keeps, answers back, sends to upstream and logs with, so that one browser request's
// lines can be found in both servers' logs. crypto.getRandomValues works on plain http too.
import { ApolloLink } from '@apollo/client';
import { REQUEST_ID_HEADER } from '@shop/commerce/observability/request-id';

type Headers = Record<string, string> | undefined;

/** 32 random hex digits. */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function createRequestIdLink(makeId: () => string = newRequestId): ApolloLink {
  return new ApolloLink((operation, forward) => {
    operation.setContext(({ headers }: { headers?: Headers }) => ({
      headers: { ...headers, [REQUEST_ID_HEADER]: makeId() },
    }));
    return forward(operation);
  });
}
