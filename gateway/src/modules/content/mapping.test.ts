import { describe, expect, it } from 'vitest';
import {
  blogListSchema,
  blogSchema,
  offerBannersSchema,
  staticPageHtmlSchema,
  subscriptionDiscountSchema,
} from './mapping.ts';

/** A blog as GetBlogsById answers it. */
const blogAnswer = {
  id: 4,
  title: 'Battery tips',
  titledesc: ' Keep it charged ',
  content: '<h2>Tips</h2><script>x()</script><p onclick="y()">Charge</p>',
  bannerImage: '/images/blogs/4.svg',
  urls: 'javascript:alert(1)',
  metaTitle: 'Tips | Lumen',
  metaDescription: 'How to',
  metaKeyword: 'battery',
  published_on: '2026-01-10',
};

describe('content answers', () => {
  it('renames a blog, sanitises its HTML and keeps only safe links', () => {
    expect(blogSchema.parse(blogAnswer)).toEqual({
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

  it('titles a blog without a meta title by its title, and reads empty texts as none', () => {
    const blog = blogSchema.parse({
      ...blogAnswer,
      titledesc: '',
      bannerImage: '',
      urls: '/blogs',
      metaTitle: '',
      metaDescription: '',
      metaKeyword: '',
    });
    expect(blog).toMatchObject({
      subtitle: null,
      bannerImageUrl: null,
      link: '/blogs',
      seo: { title: 'Battery tips', description: '', keywords: '' },
    });
    expect(
      blogListSchema.parse([
        { id: 2, title: 'B', titledesc: 'Sub', bannerImage: '/images/blogs/2.svg', published_on: '2026-01-10' },
        { id: 3, title: 'C', titledesc: '', bannerImage: '', published_on: '' },
      ]),
    ).toEqual([
      {
        id: 2,
        title: 'B',
        subtitle: 'Sub',
        bannerImageUrl: '/images/blogs/2.svg',
        path: '/blogs/blog/2',
        publishedOn: '2026-01-10',
      },
      { id: 3, title: 'C', subtitle: null, bannerImageUrl: null, path: '/blogs/blog/3', publishedOn: null },
    ]);
  });

  it('rejects a blog that breaks the contract', () => {
    const { metaTitle: _, ...withoutMetaTitle } = blogAnswer;
    expect(blogSchema.safeParse(withoutMetaTitle).success).toBe(false);
    expect(blogListSchema.safeParse([{ id: 2, title: 'B', published_on: '2026-01-10' }]).success).toBe(false);
  });

  it('sanitises pages and offers, and renames the discount', () => {
    expect(staticPageHtmlSchema.parse('<h1>Terms</h1><iframe src="x"></iframe>')).toBe('<h1>Terms</h1>');
    expect(offerBannersSchema.parse(['<b>Free</b><img src=x onerror=alert(1)>'])).toEqual([
      '<b>Free</b><img src="x" />',
    ]);
    expect(subscriptionDiscountSchema.parse({ percent: 10, valid_days: 30 })).toEqual({ percent: 10, validDays: 30 });
    expect(subscriptionDiscountSchema.safeParse({ percent: 10 }).success).toBe(false);
  });
});
