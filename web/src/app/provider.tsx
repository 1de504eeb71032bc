import { ApolloProvider } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { createApolloClient } from '../lib/apollo-client.ts';

/** App-wide providers: the Apollo client. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createApolloClient);
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
