// Content seed step: the static pages and the blogs. A page's title is its heading in
// @shop/commerce/content/static-pages. Every HTML body passes the safe-HTML guard (no script,
// frames, handlers or script URLs) before it is stored.
import type { Kysely } from 'kysely';
import { STATIC_PAGES as PAGE_HEADINGS, type StaticPageKind } from '@shop/commerce/content/static-pages';
import { blogBannerUrl, type StaticPageSlug } from '../../domain/content-constants.ts';
import { assertSafeHtml } from '../../domain/safe-html.ts';
import type { Database } from '../schema.ts';
import { BLOGS } from './content-blogs.ts';
import { BRAND_HTML, CAREER_HTML } from './content-company.ts';
import { PRIVACY_HTML, TERMS_HTML } from './content-legal.ts';
import { REFUND_HTML, SHIPPING_HTML, WARRANTY_HTML } from './content-policies.ts';

const SEEDED_AT = '2026-01-15T10:00:00.000Z';

const PAGES: ReadonlyArray<{ slug: StaticPageSlug; kind: StaticPageKind; html: string }> = [
  { slug: 'shipping-policy', kind: 'SHIPPING_POLICY', html: SHIPPING_HTML },
  { slug: 'brand', kind: 'BRAND', html: BRAND_HTML },
  { slug: 'career', kind: 'CAREER', html: CAREER_HTML },
  { slug: 'privacy-policy', kind: 'PRIVACY_POLICY', html: PRIVACY_HTML },
  { slug: 'refund-policy', kind: 'REFUND_POLICY', html: REFUND_HTML },
  { slug: 'warranty', kind: 'WARRANTY_POLICY', html: WARRANTY_HTML },
  { slug: 'terms', kind: 'TERMS', html: TERMS_HTML },
];

/** The stored pages: slug, the package's heading as title, and the HTML. */
export const STATIC_PAGES: ReadonlyArray<{ slug: StaticPageSlug; title: string; html: string }> = PAGES.map(
  ({ slug, kind, html }) => ({ slug, title: PAGE_HEADINGS[kind].title, html }),
);

export async function seedContent(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('static_pages')
    .values(
      STATIC_PAGES.map((p) => ({
        slug: p.slug,
        title: p.title,
        html: assertSafeHtml(p.html.trim(), `page ${p.slug}`),
        updated_at: SEEDED_AT,
      })),
    )
    .execute();
  await db
    .insertInto('blogs')
    .values(
      BLOGS.map((b) => ({
        id: b.id,
        title: b.title,
        titledesc: b.titledesc,
        content: assertSafeHtml(b.content.trim(), `blog ${b.id}`),
        banner_image: blogBannerUrl(b.id),
        banner_kind: b.kind,
        urls: b.urls,
        meta_title: b.metaTitle,
        meta_description: b.metaDescription,
        meta_keyword: b.metaKeyword,
        published_on: b.publishedOn,
      })),
    )
    .execute();
}
