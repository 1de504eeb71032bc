// The server's render of a landing screen (home, a category, a product, checkout) for a guest: the same
// routes and components as the browser, at the requested URL, with every query answered by the
// gateway's own schema in-process. The HTML goes into index.html's #root and the cache it filled
// goes beside it, so the browser hydrates the same tree from the same data without asking again.
import { ApolloLink, type ApolloClient } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchPath, StaticRouter } from 'react-router';
import { paths } from '@shop/commerce/paths';
import { Observable } from 'rxjs';
import { createApolloClient } from '@/lib/apollo-client.ts';
import { AppProvider } from './provider.tsx';
import { screenPreload } from './route-preload.ts';
import { AppRoutes } from './router.tsx';

/** Runs one GraphQL operation as a guest; the gateway passes its own executor. */
export type ExecuteAsGuest = (request: {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}) => Promise<{ data?: unknown; errors?: ReadonlyArray<unknown> }>;

/** The run of <title>, <meta> and <link> elements React writes before the app's own HTML. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)*/;

export interface RenderedScreen {
  /** The screen's <title>, <meta> and <link> elements, for <head>. */
  head: string;
  /** The app's HTML, for #root. */
  html: string;
  /** The Apollo cache after the render (client.extract()), for the browser's client.restore(). */
  state: unknown;
}

function guestLink(execute: ExecuteAsGuest, print: (query: unknown) => string): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({
          query: print(operation.query),
          variables: operation.variables,
          operationName: operation.operationName,
        }).then(
          (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
}

/** The landing screen at `url` as HTML with its data, or null for a URL that is not one. */
export async function renderLandingScreen(
  url: string,
  execute: ExecuteAsGuest,
  signal?: AbortSignal,
): Promise<RenderedScreen | null> {
  const location = new URL(url, 'http://localhost');
  const preload = screenPreload(location);
  // Checkout is rendered too, as a guest with an empty cart sees it (the browser's stored cart
  // fills it after hydration); its chunk is a lazy route, which the render below waits for.
  const checkout = matchPath(paths.checkout.pattern, location.pathname) !== null;
  if (!preload && !checkout) return null;
  // A landing screen's code first: its route renders it at once when it is loaded (useLoadedModule).
  await preload?.screen();
  const { print } = await import('graphql');
  const client: ApolloClient = createApolloClient(guestLink(execute, print as (query: unknown) => string), true);
  const tree = (
    <StrictMode>
      <AppProvider client={client}>
        <StaticRouter location={location.pathname + location.search}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>
  );
  // Apollo renders until every query has its answer (and every lazy chunk has loaded); the last
  // render is then synchronous, so the HTML holds each boundary's content and no inline script.
  const { aborted } = await prerenderStatic({
    tree,
    signal,
    ignoreResults: true,
    // A render abandoned when late (the gateway's timeout) is aborted: not an error to print.
    renderFunction: (node) =>
      prerenderToNodeStream(node, {
        signal,
        onError: (error) => {
          if (!signal?.aborted) console.error(error);
        },
      }),
  });
  if (aborted) return null;
  const rendered = renderToString(tree);
  // React puts a screen's <title>, <meta> and <link> first; they belong in <head>, where the
  // browser's React looks for them when it hydrates.
  const head = HOISTED.exec(rendered)?.[0] ?? '';
  return { head, html: rendered.slice(head.length), state: client.extract() };
}
