import { describe, expect, it } from 'vitest';
import { STATIC_PAGE_KINDS, STATIC_PAGES, blogPath } from './static-pages.ts';

describe('static pages', () => {
  it('give every kind a heading and a storefront route', () => {
    expect(STATIC_PAGE_KINDS.map((kind) => STATIC_PAGES[kind].path)).toEqual([
      '/shipping',
      '/brand',
      '/career',
      '/privacy',
      '/refund',
      '/warranty',
      '/terms',
    ]);
    expect(STATIC_PAGES.TERMS.title).toBe('Terms and Conditions');
    expect(STATIC_PAGES.BRAND.title).toBe('The Brand');
  });

  it('route a blog by its id', () => {
    expect(blogPath(3)).toBe('/blogs/blog/3');
  });
});
