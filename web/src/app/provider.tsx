import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { useEffect, type ReactNode } from 'react';
import { subscribeSession } from '@/lib/session.ts';

/**
 * App-wide providers: the Apollo client (made by main.tsx, which starts the first screen's query
 * with it before rendering). When the session changes (login, logout, expiry, another tab) the
 * store is reset, so every screen on show fetches again as the new user.
 */
export function AppProvider({ client, children }: { client: ApolloClient; children: ReactNode }) {
  useEffect(
    () =>
      subscribeSession((change) => {
        if (!change.resetCache) return;
        client
          .resetStore()
          .catch((error: unknown) => console.warn('[session] refetch after a session change failed', error));
      }),
    [client],
  );
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
