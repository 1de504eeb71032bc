import type { DOMPurify } from 'dompurify';
import { use, useMemo, type ElementType, type HTMLAttributes, type MouseEvent } from 'react';
import { isHydrating } from '@/lib/hydration.ts';
import { useRouterLinks } from '@/lib/internal-links.ts';

type SafeHtmlProps = Omit<HTMLAttributes<HTMLElement>, 'dangerouslySetInnerHTML' | 'children'> & {
  html: string;
  /** Wrapper element; a div unless the HTML is known to be inline. */
  as?: ElementType;
  [dataAttribute: `data-${string}`]: string | boolean | undefined;
};

/** Sanitized HTML by its source, shared by every instance (a grid's cards, a page shown again). */
const cleaned = new Map<string, string>();
const CLEANED_KEPT = 500;

/**
 * DOMPurify loads beside this module and is evaluated in a task of its own: a page the gateway
 * rendered hydrates without it (see SafeHtml), and HTML rendered here waits for it.
 */
let purifier: DOMPurify | null = null;
const purifierLoaded: Promise<unknown> = import('dompurify').then((module) => (purifier = module.default));

function sanitize(sanitizer: DOMPurify, html: string): string {
  const kept = cleaned.get(html);
  if (kept !== undefined) return kept;
  // DOMPurify needs a DOM: the server's render (app/entry-server.tsx) passes the HTML on as the
  // gateway's allow-list sanitiser left it.
  const clean = sanitizer.isSupported ? sanitizer.sanitize(html, { USE_PROFILES: { html: true } }) : html;
  if (cleaned.size >= CLEANED_KEPT) cleaned.delete(cleaned.keys().next().value!);
  cleaned.set(html, clean);
  return clean;
}

/**
 * Renders server HTML after DOMPurify has removed scripts, handlers and other unsafe markup. Its
 * links to storefront routes open through the router, without reloading the app.
 */
export function SafeHtml({ html, as: Tag = 'div', onClick, ...rest }: SafeHtmlProps) {
  // While hydrating, the element already holds the server's HTML (React leaves it as it is), so
  // cleaning it again would change nothing the page shows: DOMPurify runs for HTML rendered here.
  // Otherwise the render waits for DOMPurify (once: it loads with this module).
  if (!purifier && !isHydrating()) use(purifierLoaded);
  const clean = useMemo(() => (isHydrating() ? html : purifier ? sanitize(purifier, html) : ''), [html]);
  const followRouterLink = useRouterLinks();
  return (
    <Tag
      {...rest}
      onClick={(event: MouseEvent<HTMLElement>) => {
        onClick?.(event);
        followRouterLink(event);
      }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
