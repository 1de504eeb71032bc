import { ApolloProvider } from '@apollo/client/react';
import { useEffect, useState, type ReactNode } from 'react';
import { createApolloClient } from '@/lib/apollo-client.ts';
import { subscribeSession } from '@/lib/session.ts';

/**
 * App-wide providers: the Apollo client. When the session changes (login, logout, expiry, another
 * tab) the store is reset, so every screen on show fetches again as the new user.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createApolloClient);
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
