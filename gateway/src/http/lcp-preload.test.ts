import { describe, expect, it } from 'vitest';
import { imagePreloadTag, lcpLookup, lcpPreloadTag, type AskAsGuest } from './lcp-preload.ts';

const HERO = '/images/banners/smart-rings-1.svg?v=abc';

describe('lcpPreloadTag', () => {
  it("announces the home's first hero banner: the first category that has one", async () => {
    const asked: Array<[string, Record<string, unknown>]> = [];
    const ask: AskAsGuest = async (query, variables) => {
      asked.push([query, variables]);
      return { categories: [{ banners: [] }, { banners: [{ imageUrl: HERO }, { imageUrl: '/images/b.svg' }] }] };
    };
    expect(await lcpPreloadTag(ask, 'home', '/?utm=x')).toBe(
      '<link rel="preload" as="image" href="/images/banners/smart-rings-1.svg?v=abc" fetchpriority="high">',
    );
    expect(asked[0]![0]).toContain('categories');
  });

  it('asks for the category of the path and announces its first banner', async () => {
    const ask: AskAsGuest = async (_query, variables) => ({
      category: variables.slug === 'smart-rings' ? { banners: [{ imageUrl: HERO }] } : null,
    });
    expect(await lcpPreloadTag(ask, 'category', '/category/Smart-Rings?lifestyle=Fitness')).toContain(HERO);
    expect(await lcpPreloadTag(ask, 'category', '/category/headphones')).toBe('');
  });

  it('leaves the page without a tag when the look-up fails, is late, or the screen has none', async () => {
    expect(await lcpPreloadTag(async () => Promise.reject(new Error('down')), 'home', '/')).toBe('');
    const never: AskAsGuest = () => new Promise(() => {});
    expect(await lcpPreloadTag(never, 'home', '/', 20)).toBe('');
    expect(lcpLookup('checkout', '/checkoutpage')).toBeNull();
    expect(lcpLookup('category', '/category/%3Cscript%3E')).toBeNull();
    // Only the shop's own paths are announced.
    const elsewhere: AskAsGuest = async () => ({
      categories: [{ banners: [{ imageUrl: 'https://evil.example/x.svg' }] }],
    });
    expect(await lcpPreloadTag(elsewhere, 'home', '/')).toBe('');
  });

  it('escapes the address for the attribute', () => {
    expect(imagePreloadTag('/images/a.svg?v=1&x="><script>')).toBe(
      '<link rel="preload" as="image" href="/images/a.svg?v=1&amp;x=&quot;&gt;&lt;script&gt;" fetchpriority="high">',
    );
  });
});
