import { describe, expect, it } from 'vitest';
import {
  blogListSchema,
  blogSchema,
  offerBannersSchema,
  staticPageHtmlSchema,
  subscriptionDiscountSchema,
} from './schemas.ts';

describe('content schemas', () => {
  it('renames a blog, sanitises its HTML and keeps only safe links', () => {
    const blog = blogSchema.parse({
      id: 4,
      title: 'Battery tips',
      titledesc: ' Keep it charged ',
      content: '<h2>Tips</h2><script>x()</script><p onclick="y()">Charge</p>',
      bannerImage: '/images/blogs/4.svg',
      urls: 'javascript:alert(1)',
      metaTitle: 'Tips | Lumen',
      metaDescription: 'How to',
      metaKeyword: 'battery',
    });
    expect(blog).toEqual({
      id: 4,
      title: 'Battery tips',
      subtitle: 'Keep it charged',
      contentHtml: '<h2>Tips</h2><p>Charge</p>',
      bannerImageUrl: '/images/blogs/4.svg',
      link: null,
      path: '/blogs/blog/4',
      seo: { title: 'Tips | Lumen', description: 'How to', keywords: 'battery' },
    });
  });

  it('falls back to the title for a missing meta title, and null for missing optional fields', () => {
    const blog = blogSchema.parse({ id: 1, title: 'T', content: '<p>x</p>' });
    expect(blog).toMatchObject({
      subtitle: null,
      bannerImageUrl: null,
      link: null,
      seo: { title: 'T', description: '', keywords: '' },
    });
    expect(blogListSchema.parse([{ id: 2, title: 'B', published_on: '2026-01-10' }])).toEqual([
      { id: 2, title: 'B', subtitle: null, bannerImageUrl: null, path: '/blogs/blog/2', publishedOn: '2026-01-10' },
    ]);
  });

  it('sanitises pages and offers, and renames the discount', () => {
    expect(staticPageHtmlSchema.parse('<h1>Terms</h1><iframe src="x"></iframe>')).toBe('<h1>Terms</h1>');
    expect(offerBannersSchema.parse(['<b>Free</b><img src=x onerror=alert(1)>'])).toEqual([
      '<b>Free</b><img src="x" />',
    ]);
    expect(subscriptionDiscountSchema.parse({ percent: 10, valid_days: 30 })).toEqual({ percent: 10, validDays: 30 });
  });
});
