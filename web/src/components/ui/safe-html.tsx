import DOMPurify from 'dompurify';
import { useMemo, type ElementType, type HTMLAttributes, type MouseEvent } from 'react';
import { useRouterLinks } from '@/lib/internal-links.ts';

type SafeHtmlProps = Omit<HTMLAttributes<HTMLElement>, 'dangerouslySetInnerHTML' | 'children'> & {
  html: string;
  /** Wrapper element; a div unless the HTML is known to be inline. */
  as?: ElementType;
  [dataAttribute: `data-${string}`]: string | boolean | undefined;
};

/**
 * Renders server HTML after DOMPurify has removed scripts, handlers and other unsafe markup. Its
 * links to storefront routes open through the router, without reloading the app.
 */
export function SafeHtml({ html, as: Tag = 'div', onClick, ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
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
