import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { formActionOrigins, inlineHashesOf, trustProxyOf, webClientDirectives } from './security-headers.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineHashesOf', () => {
  it('hashes inline styles and scripts, not scripts loaded by src', () => {
    const html =
      '<style>#a{color:red}</style><script type="module" crossorigin src="/assets/index.js"></script>' +
      '<script>window.x=1</script><STYLE media="print">b{}</STYLE>';
    expect(inlineHashesOf(html)).toEqual({
      scripts: [sha256('window.x=1')],
      styles: [sha256('#a{color:red}'), sha256('b{}')],
    });
  });

  it('finds nothing in a page without inline blocks', () => {
    expect(inlineHashesOf('<!doctype html><title>x</title><script src="/a.js"></script>')).toEqual({
      scripts: [],
      styles: [],
    });
  });
});

describe('formActionOrigins', () => {
  it("allows CCAvenue and an absolute PAYMENT_GATEWAY_URL's origin; a root-relative one is the shop's", () => {
    expect(formActionOrigins(undefined)).toEqual(['https://secure.ccavenue.com']);
    expect(formActionOrigins('/payment/transaction?command=initiateTransaction')).toEqual([
      'https://secure.ccavenue.com',
    ]);
    expect(formActionOrigins('https://test.ccavenue.com/transaction/transaction.do?command=x')).toEqual([
      'https://secure.ccavenue.com',
      'https://test.ccavenue.com',
    ]);
    expect(formActionOrigins('javascript:alert(1)')).toEqual(['https://secure.ccavenue.com']);
  });
});

describe('trustProxyOf', () => {
  it('trusts no proxy unless told, then any or the listed ones', () => {
    expect(trustProxyOf(undefined)).toBe(false);
    expect(trustProxyOf('')).toBe(false);
    expect(trustProxyOf('false')).toBe(false);
    expect(trustProxyOf('true')).toBe(true);
    expect(trustProxyOf(' 127.0.0.1, 10.0.0.0/8 ,loopback')).toEqual(['127.0.0.1', '10.0.0.0/8', 'loopback']);
  });
});

describe('webClientDirectives', () => {
  it('never allows inline script or eval, and forbids framing', () => {
    const directives = webClientDirectives({ inline: { scripts: [], styles: [sha256('a{}')] } });
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['style-src']).toEqual(["'self'", sha256('a{}')]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    // Only style attributes may be inline (a server-rendered screen's swatch colours and sizes).
    const { 'style-src-attr': styleAttributes, ...others } = directives;
    expect(styleAttributes).toEqual(["'unsafe-inline'"]);
    expect(Object.values(others).flat()).not.toContain("'unsafe-inline'");
    expect(Object.values(directives).flat()).not.toContain("'unsafe-eval'");
  });
});
