import { describe, expect, it } from 'vitest';
import { STATIC_PAGE_KINDS, STATIC_PAGES as PAGE_HEADINGS } from '@shop/commerce/content/static-pages';
import { STATIC_PAGE_ROUTES } from '../../domain/content-constants.ts';
import { unsafeHtmlReason } from '../../domain/safe-html.ts';
import { BLOGS } from './content-blogs.ts';
import { STATIC_PAGES } from './content.ts';
import { SERVICE_CENTRES } from './support-data.ts';

describe('content seed', () => {
  it('has a page for every static page route, each with several sections and nothing active', () => {
    expect(STATIC_PAGES.map((p) => p.slug).sort()).toEqual(Object.values(STATIC_PAGE_ROUTES).sort());
    for (const page of STATIC_PAGES) {
      expect(unsafeHtmlReason(page.html), page.slug).toBeNull();
      expect((page.html.match(/<h2>/g) ?? []).length, page.slug).toBeGreaterThanOrEqual(3);
    }
  });

  it("titles each page with a different heading of the package's static pages", () => {
    const headings = STATIC_PAGE_KINDS.map((kind) => PAGE_HEADINGS[kind].title);
    expect(STATIC_PAGES.map((p) => p.title).sort()).toEqual([...headings].sort());
    expect(STATIC_PAGES.find((p) => p.slug === 'terms')?.title).toBe('Terms and Conditions');
    expect(STATIC_PAGES.find((p) => p.slug === 'warranty')?.title).toBe('Warranty Policy');
  });

  it('has at least six blogs with distinct ids, full SEO fields and safe HTML', () => {
    expect(BLOGS.length).toBeGreaterThanOrEqual(6);
    expect(new Set(BLOGS.map((b) => b.id)).size).toBe(BLOGS.length);
    for (const blog of BLOGS) {
      expect(unsafeHtmlReason(blog.content), `blog ${blog.id}`).toBeNull();
      expect(blog.metaTitle.length).toBeLessThanOrEqual(90);
      expect(blog.metaDescription.length).toBeLessThanOrEqual(170);
      expect(blog.urls).toMatch(/^\/category\/[a-z-]+$/);
    }
  });

  it('has service centres in India and at least two other countries', () => {
    const countries = new Set(SERVICE_CENTRES.map((c) => c.country));
    expect(countries.has('India')).toBe(true);
    expect(countries.size).toBeGreaterThanOrEqual(3);
  });
});
