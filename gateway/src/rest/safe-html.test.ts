import { describe, expect, it } from 'vitest';
import { safeLink, sanitizeHtmlFragment } from './safe-html.ts';

describe('sanitizeHtmlFragment', () => {
  it('keeps content markup, links, tables and pictures', () => {
    const html =
      '<h2>Returns</h2><p>See <a href="/shipping">shipping</a> or <a href="mailto:care@lumen.example">mail</a>.</p>' +
      '<table><thead><tr><th>A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table><img src="/images/blogs/1.svg" alt="Banner" />';
    expect(sanitizeHtmlFragment(html)).toBe(html);
  });

  it('drops scripts with their content, styles, frames and forms', () => {
    expect(
      sanitizeHtmlFragment('<p>Hi</p><script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe>'),
    ).toBe('<p>Hi</p>');
    expect(
      sanitizeHtmlFragment('<SCRIPT src="//evil.example/x.js"></SCRIPT><form action="/x"><input name="a"></form>ok'),
    ).toBe('ok');
  });

  it('removes event handlers, script URLs and unknown attributes', () => {
    expect(sanitizeHtmlFragment('<img src="x.png" onerror="alert(1)">')).toBe('<img src="x.png" />');
    expect(sanitizeHtmlFragment('<a href="javascript:alert(1)" onclick="x()">go</a>')).toBe('<a>go</a>');
    expect(sanitizeHtmlFragment('<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtmlFragment('<p style="background:url(javascript:x)" class="c" id="i">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtmlFragment('<svg><script>alert(1)</script></svg><b>bold</b>')).toBe('<b>bold</b>');
  });

  it('makes new-tab links safe', () => {
    expect(sanitizeHtmlFragment('<a href="https://lumen.example" target="_blank">x</a>')).toBe(
      '<a href="https://lumen.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});

describe('safeLink', () => {
  it('accepts storefront paths and http(s) URLs only', () => {
    expect(safeLink('/category/smart-rings')).toBe('/category/smart-rings');
    expect(safeLink('https://lumen.example/a')).toBe('https://lumen.example/a');
    for (const bad of [
      '//evil.example',
      'javascript:alert(1)',
      'data:text/html,x',
      '/\\evil',
      '',
      null,
      undefined,
      'ftp://x',
    ])
      expect(safeLink(bad)).toBeNull();
  });
});
