import { describe, expect, it } from 'vitest';
import { routerPathOf } from './internal-links.ts';

const ORIGIN = 'https://shop.example';
const link = (href: string | null, extra: { target?: string; download?: boolean } = {}) => ({
  href,
  target: extra.target ?? null,
  download: extra.download ?? false,
});

describe('routerPathOf', () => {
  it('hands storefront paths to the router, query and hash kept', () => {
    expect(routerPathOf(link('/category/smart-rings'), ORIGIN)).toBe('/category/smart-rings');
    expect(routerPathOf(link('/search?q=ring#top'), ORIGIN)).toBe('/search?q=ring#top');
    expect(routerPathOf(link('https://shop.example/servicecentre'), ORIGIN)).toBe('/servicecentre');
    expect(routerPathOf(link('/privacy', { target: '_self' }), ORIGIN)).toBe('/privacy');
  });
  it('leaves other origins, mail and phone links to the browser', () => {
    expect(routerPathOf(link('https://example.com/x'), ORIGIN)).toBeNull();
    expect(routerPathOf(link('mailto:care@lumen.example'), ORIGIN)).toBeNull();
    expect(routerPathOf(link('tel:18001025866'), ORIGIN)).toBeNull();
  });
  it('leaves new windows, downloads, same-page anchors and missing hrefs to the browser', () => {
    expect(routerPathOf(link('/brand', { target: '_blank' }), ORIGIN)).toBeNull();
    expect(routerPathOf(link('/files/manuals/ar-300.pdf', { download: true }), ORIGIN)).toBeNull();
    expect(routerPathOf(link('#section-2'), ORIGIN)).toBeNull();
    expect(routerPathOf(link(null), ORIGIN)).toBeNull();
  });
  it("leaves the server's own resources to the browser", () => {
    expect(routerPathOf(link('/files/manuals/ar-300.pdf'), ORIGIN)).toBeNull();
    expect(routerPathOf(link('/images/blogs/1.svg'), ORIGIN)).toBeNull();
  });
});
