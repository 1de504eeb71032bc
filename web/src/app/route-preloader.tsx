import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { preloadRoute } from './route-preload.ts';

/**
 * Starts the next screen's code and data at each in-app navigation, beside the route's own chunk
 * (the first screen's were started by main.tsx before rendering).
 */
export function RoutePreloader() {
  const client = useApolloClient();
  const { pathname, search } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    preloadRoute(client, { pathname, search });
  }, [client, pathname, search]);
  return null;
}
