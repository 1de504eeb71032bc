import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createApolloClient } from '@/lib/apollo-client.ts';
import { startHydrating } from '@/lib/hydration.ts';
import { registerServiceWorker } from '@/lib/service-worker.ts';
import { initSession } from '@/lib/session.ts';
import { isSignedIn, syncSignedIn } from '@/lib/signed-in-cookie.ts';
import { AppProvider } from './provider.tsx';
import { preloadRoute, screenModule } from './route-preload.ts';
import { RoutePreloader } from './route-preloader.tsx';
import { AppRoutes } from './router.tsx';
import './styles.css';

// An expired session token is removed before anything renders: the shopper starts as a guest.
initSession();

const client = createApolloClient();
const container = document.getElementById('root')!;

/** A server-rendered #root is inert (and disabled) until the app has hydrated or replaced it. */
function Interactive() {
  useEffect(() => {
    container.removeAttribute('inert');
    container.removeAttribute('aria-disabled');
  }, []);
  return null;
}

const app = (
  <StrictMode>
    <AppProvider client={client}>
      <Interactive />
      {/* Location updates are synchronous: filter checkboxes and the sort select read the URL, and
          a transition would let them flip back until it commits. New route chunks show the
          skeleton of the layout's Suspense boundary meanwhile. */}
      <BrowserRouter useTransitions={false}>
        <RoutePreloader />
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>
);

// A landing screen comes rendered by the gateway for a guest, with the answers it used
// (gateway/src/http/server-render.ts): a guest's browser hydrates that HTML from those answers once
// the screen's code is there, as a transition: React hydrates in slices and leaves the main thread
// free between them (the page is already painted). A signed-in shopper or partner sees other data,
// so their browser renders afresh and asks; that render is not a transition, which would hold the
// first paint of the shell back (about 0.3 s more to the login screen's first paint, measured).
const serverState = document.getElementById('server-state');
const guest = !isSignedIn();
syncSignedIn();
if (serverState?.textContent && guest) {
  client.restore(JSON.parse(serverState.textContent) as ReturnType<typeof client.extract>);
  void screenModule(window.location).then(() => {
    startHydrating();
    startTransition(() => void hydrateRoot(container, app));
  });
} else {
  // The first screen's code and data start now, before React renders (route-preload.ts).
  preloadRoute(client, window.location);
  const root = createRoot(container);
  root.render(app);
}

registerServiceWorker();
