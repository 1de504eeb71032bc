import DOMPurify from 'dompurify';
import { useMemo, type ElementType, type HTMLAttributes } from 'react';

type SafeHtmlProps = Omit<HTMLAttributes<HTMLElement>, 'dangerouslySetInnerHTML' | 'children'> & {
  html: string;
  /** Wrapper element; a div unless the HTML is known to be inline. */
  as?: ElementType;
  [dataAttribute: `data-${string}`]: string | boolean | undefined;
};

/** Renders server HTML after DOMPurify has removed scripts, handlers and other unsafe markup. */
export function SafeHtml({ html, as: Tag = 'div', ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <Tag {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
