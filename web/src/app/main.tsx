import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createApolloClient } from '@/lib/apollo-client.ts';
import { registerServiceWorker } from '@/lib/service-worker.ts';
import { initSession } from '@/lib/session.ts';
import { AppProvider } from './provider.tsx';
import { preloadRoute } from './route-preload.ts';
import { RoutePreloader } from './route-preloader.tsx';
import { AppRoutes } from './router.tsx';
import './styles.css';

// An expired session token is removed before anything renders: the shopper starts as a guest.
initSession();

// The first screen's code and data start now, before React renders (route-preload.ts).
const client = createApolloClient();
preloadRoute(client, window.location);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider client={client}>
      {/* Location updates are synchronous: filter checkboxes and the sort select read the URL, and
          a transition would let them flip back until it commits. New route chunks show the
          skeleton of the layout's Suspense boundary meanwhile. */}
      <BrowserRouter useTransitions={false}>
        <RoutePreloader />
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>,
);

registerServiceWorker();
