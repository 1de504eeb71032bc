// The shop's content in the contract's shapes: the header's offer banners (with the checkout's own
// figures filled in, domain/offer-banner.ts), static pages, and blogs. Something that does not
// exist is null (the route's 404).
import type { Kysely } from 'kysely';
import { mainOffers } from '../db/queries/catalog.ts';
import { findBlog, findStaticPage, listBlogs } from '../db/queries/content.ts';
import type { Database } from '../db/schema.ts';
import { PREPAID_DISCOUNT_AMOUNT } from '../domain/checkout-constants.ts';
import type { StaticPageSlug } from '../domain/content-constants.ts';
import { renderOfferHtml } from '../domain/offer-banner.ts';

export function createContent(db: Kysely<Database>) {
  return {
    /** The HTML of the rotating offers; the prepaid discount they name is the one checkout applies. */
    async offers(): Promise<string[]> {
      return (await mainOffers(db)).map((o) => renderOfferHtml(o.html, { prepaidDiscount: PREPAID_DISCOUNT_AMOUNT }));
    },

    /** A static page's HTML. */
    async staticPage(slug: StaticPageSlug): Promise<string | null> {
      return (await findStaticPage(db, slug))?.html ?? null;
    },

    /** A blog with its SEO fields. */
    async blog(id: number) {
      const blog = await findBlog(db, id);
      if (!blog) return null;
      return {
        id: blog.id,
        title: blog.title,
        titledesc: blog.titledesc,
        content: blog.content,
        bannerImage: blog.banner_image,
        urls: blog.urls,
        metaTitle: blog.meta_title,
        metaDescription: blog.meta_description,
        metaKeyword: blog.meta_keyword,
        published_on: blog.published_on,
      };
    },

    /** Every blog, newest first. */
    async blogs() {
      return (await listBlogs(db)).map((b) => ({
        id: b.id,
        title: b.title,
        titledesc: b.titledesc,
        bannerImage: b.banner_image,
        published_on: b.published_on,
      }));
    },
  };
}
