// The allow-list sanitiser of every HTML field the gateway passes on (offer banners, product
// descriptions, static pages, blogs): content tags and a few attributes survive; scripts, styles,
// frames, forms, event handlers and javascript:/data: URLs never do. Pure; tested beside.
import { LRUCache } from 'lru-cache';
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'mark',
    'blockquote',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'span',
    'div',
    'code',
    'pre',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A link that opens a new tab never hands the page to it.
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

/**
 * Sanitising is pure (same HTML in, same HTML out) and costly, and list answers repeat the same
 * product descriptions on every request, so results are memoised. This is a cache of a function,
 * not of data: nothing about a user or a request is kept. Least recently used entries go first
 * (lru-cache), bounded by characters rather than entries, so that a category of thousands of
 * distinct descriptions stays in it whole instead of evicting itself on every request.
 */
export const MEMO_MAX_CHARS = 32 * 2 ** 20;
const memo = new LRUCache<string, string>({
  maxSize: MEMO_MAX_CHARS,
  sizeCalculation: (clean, html) => Math.max(1, html.length + clean.length),
});

export function sanitizeHtmlFragment(html: string): string {
  const known = memo.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeHtml(html, OPTIONS);
  // An entry larger than the whole memo is not kept (lru-cache refuses it); it is still answered.
  memo.set(html, clean);
  return clean;
}

/** A link the storefront may follow: a root-relative path or an http(s) URL; null otherwise. */
export function safeLink(value: string | null | undefined): string | null {
  const link = value?.trim() ?? '';
  if (link === '') return null;
  if (link.startsWith('/') && !link.startsWith('//') && !link.includes('\\')) return link;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
