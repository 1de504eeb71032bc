// Links inside server HTML (offers, static pages, blogs) are plain <a> elements. A click on one
// that names a storefront route is handed to the router instead of reloading the whole app.
import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/** Paths of the gateway's own resources, which are not storefront routes (manual PDFs, pictures, the API). */
const SERVER_PREFIXES = ['/files/', '/images/', '/graphql', '/assets/'];

type AnchorLike = { href: string | null; target: string | null; download: boolean };

/**
 * The router path a link click should open, or null when the browser should follow the link itself:
 * another origin, a new window or a download, a same-page anchor, or a resource of the server.
 */
export function routerPathOf(anchor: AnchorLike, origin: string): string | null {
  const { href, target, download } = anchor;
  if (!href || href.startsWith('#') || download || (target && target !== '_self')) return null;
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !['http:', 'https:'].includes(url.protocol)) return null;
  if (SERVER_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A click handler for a container of server HTML: storefront links navigate without a reload. */
export function useRouterLinks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!anchor || !event.currentTarget.contains(anchor)) return;
      const to = routerPathOf(
        {
          href: anchor.getAttribute('href'),
          target: anchor.getAttribute('target'),
          download: anchor.hasAttribute('download'),
        },
        window.location.origin,
      );
      if (to === null) return;
      event.preventDefault();
      void navigate(to);
    },
    [navigate],
  );
}
