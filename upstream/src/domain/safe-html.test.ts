import { describe, expect, it } from 'vitest';
import { assertSafeHtml, unsafeHtmlReason } from './safe-html.ts';

describe('unsafeHtmlReason', () => {
  it('accepts ordinary content markup and links', () => {
    const html =
      '<h2>Returns</h2><p>Write to <a href="mailto:care@lumen.example">care</a> or see <a href="/shipping">shipping</a>.</p><ul><li>One</li></ul><img src="/images/blogs/1.svg" alt="x">';
    expect(unsafeHtmlReason(html)).toBeNull();
  });

  it('finds scripts, frames, handlers and script URLs in any case and spacing', () => {
    expect(unsafeHtmlReason('<p>x</p><SCRIPT>alert(1)</SCRIPT>')).toBe('script element');
    expect(unsafeHtmlReason('< script src="/x.js">')).toBe('script element');
    expect(unsafeHtmlReason('<iframe src="https://evil.example"></iframe>')).toBe('forbidden element');
    expect(unsafeHtmlReason('<img src="x" onerror="alert(1)">')).toBe('event-handler attribute');
    expect(unsafeHtmlReason('<p\nONCLICK = "x()">hi</p>')).toBe('event-handler attribute');
    expect(unsafeHtmlReason('<a href=" javascript:alert(1)">x</a>')).toBe('script or data URL');
    expect(unsafeHtmlReason('<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>')).toBe('script or data URL');
  });

  it('does not mistake words for handlers', () => {
    expect(unsafeHtmlReason('<p>Turn the ring on = easy. Online orders ship fast.</p>')).toBeNull();
  });

  it('assertSafeHtml throws with the place named', () => {
    expect(() => assertSafeHtml('<script></script>', 'blog 3')).toThrow('blog 3: unsafe HTML (script element)');
    expect(assertSafeHtml('<p>ok</p>', 'page')).toBe('<p>ok</p>');
  });
});
