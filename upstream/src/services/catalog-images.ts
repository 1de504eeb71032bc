// The catalog's generated pictures as SVG documents (drawn by images.ts): a product colour's gallery
// and highlight views, a watch on one of its straps, category and product banners, and the blog
// banners. A picture of something that does not exist is null (the route's 404).
import type { Kysely } from 'kysely';
import { findBlogBanner } from '../db/queries/content.ts';
import { findCategoryBanner, findProductBanner, findProductPicture, findStrapPicture } from '../db/queries/images.ts';
import type { Database } from '../db/schema.ts';
import { renderBanner, renderHighlightPicture, renderProductPicture } from './images.ts';

/** Characters of a blog's subtitle that fit beside the banner's device. */
const BLOG_TAGLINE_MAX = 56;
const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

export function createCatalogImages(db: Kysely<Database>) {
  return {
    /** Gallery view n (from 1) of a product colour. */
    async productPicture(productId: number, colorId: number, n: number): Promise<string | null> {
      const row = await findProductPicture(db, productId, colorId, n, 'gallery');
      if (!row) return null;
      return renderProductPicture({
        kind: row.device_kind,
        productName: row.name,
        model: row.model,
        colorName: row.color_name,
        colorCode: row.color_code,
        view: n,
      });
    },

    /** A watch in its case colour on one of its strap options. */
    async strapPicture(strapId: number): Promise<string | null> {
      const row = await findStrapPicture(db, strapId);
      if (!row) return null;
      return renderProductPicture({
        kind: row.device_kind,
        productName: row.name,
        model: row.model,
        colorName: row.color_name,
        colorCode: row.color_code,
        view: 1,
        strap: { name: row.strap_color, code: row.strap_code },
      });
    },

    /** Highlight view n (from 1) of a product colour. */
    async highlightPicture(productId: number, colorId: number, n: number): Promise<string | null> {
      const row = await findProductPicture(db, productId, colorId, n, 'highlight');
      if (!row) return null;
      return renderHighlightPicture({
        kind: row.device_kind,
        productName: row.name,
        model: row.model,
        colorName: row.color_name,
        colorCode: row.color_code,
        view: n,
        caption: row.caption ?? row.name,
      });
    },

    /** A banner by its lowercase name: product-{id} for a product's, else a category banner's address. */
    async banner(name: string): Promise<string | null> {
      const productMatch = /^product-(\d{1,9})$/.exec(name);
      if (productMatch) {
        const product = await findProductBanner(db, Number(productMatch[1]));
        if (!product) return null;
        return renderBanner({
          kind: product.device_kind,
          label: product.category_name,
          headline: product.name,
          tagline: `${product.model} · ${product.tagline}`,
          colorCode: product.color_code,
          variant: 1,
        });
      }
      const banner = await findCategoryBanner(db, `/images/banners/${name}.svg`);
      if (!banner) return null;
      return renderBanner({
        kind: banner.device_kind,
        label: banner.name,
        headline: banner.headline,
        tagline: banner.tagline,
        variant: banner.position,
      });
    },

    /** The banner of a blog. */
    async blogBanner(id: number): Promise<string | null> {
      const blog = await findBlogBanner(db, id);
      if (!blog) return null;
      return renderBanner({
        kind: blog.banner_kind,
        label: 'Lumen Blog',
        headline: blog.title,
        tagline: shorten(blog.titledesc, BLOG_TAGLINE_MAX),
        variant: blog.id,
      });
    },
  };
}
