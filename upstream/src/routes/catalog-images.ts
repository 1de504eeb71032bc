// Generated SVG pictures of the catalog: product gallery views, highlight pictures, category and
// product banners, and (drawn by the same renderer) the blog banners.
import type { Kysely } from 'kysely';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findBlogBanner } from '../db/queries/content.ts';
import { findCategoryBanner, findProductBanner, findProductPicture, findStrapPicture } from '../db/queries/images.ts';
import type { Database } from '../db/schema.ts';
import { NotFoundError } from '../http/errors.ts';
import {
  SVG_CONTENT_TYPE,
  imageCacheControl,
  imageVersion,
  renderBanner,
  renderHighlightPicture,
  renderProductPicture,
} from '../services/images.ts';
import { idParam, lookupErrors } from './schemas/common.ts';

const tags = ['images'];
/** Characters of a blog's subtitle that fit beside the banner's device. */
const BLOG_TAGLINE_MAX = 56;
const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);
const Svg = z.string().describe('SVG document (image/svg+xml)');
const pictureParams = z.object({ productId: idParam, colorId: idParam, n: idParam.describe('View number, from 1') });

/**
 * A drawing with its version as ETag (a conditional GET of an unchanged one answers 304), cached
 * for good when asked for by its current version (`?v=`) and briefly otherwise (an address without
 * a version, or an old one, still answers the current drawing).
 */
function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string): FastifyReply {
  const version = imageVersion(svg);
  const etag = `"${version}"`;
  reply
    .header('etag', etag)
    .header('cache-control', imageCacheControl((request.query as { v?: unknown } | undefined)?.v, version));
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.header('content-type', SVG_CONTENT_TYPE).send(svg);
}

export const catalogImageRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.get(
    '/images/products/:productId/:colorId/:n.svg',
    {
      schema: {
        tags,
        summary: 'Gallery picture n of a product colour',
        params: pictureParams,
        response: { 200: Svg, ...lookupErrors },
      },
    },
    async (request, reply) => {
      const { productId, colorId, n } = request.params;
      const row = await findProductPicture(db, productId, colorId, n, 'gallery');
      if (!row) throw new NotFoundError(`No picture ${n} for product ${productId} colour ${colorId}`);
      return sendSvg(
        request,
        reply,
        renderProductPicture({
          kind: row.device_kind,
          productName: row.name,
          model: row.model,
          colorName: row.color_name,
          colorCode: row.color_code,
          view: n,
        }),
      );
    },
  );

  app.get(
    '/images/straps/:strapId.svg',
    {
      schema: {
        tags,
        summary: 'A watch in its case colour on one of its strap options (the gallery picture of a strap choice)',
        params: z.object({ strapId: idParam.describe('Strap option id') }),
        response: { 200: Svg, ...lookupErrors },
      },
    },
    async (request, reply) => {
      const row = await findStrapPicture(db, request.params.strapId);
      if (!row) throw new NotFoundError(`No strap ${request.params.strapId}`);
      return sendSvg(
        request,
        reply,
        renderProductPicture({
          kind: row.device_kind,
          productName: row.name,
          model: row.model,
          colorName: row.color_name,
          colorCode: row.color_code,
          view: 1,
          strap: { name: row.strap_color, code: row.strap_code },
        }),
      );
    },
  );

  app.get(
    '/images/highlights/:productId/:colorId/:n.svg',
    {
      schema: {
        tags,
        summary: 'Highlight picture n of a product colour',
        params: pictureParams,
        response: { 200: Svg, ...lookupErrors },
      },
    },
    async (request, reply) => {
      const { productId, colorId, n } = request.params;
      const row = await findProductPicture(db, productId, colorId, n, 'highlight');
      if (!row) throw new NotFoundError(`No highlight ${n} for product ${productId} colour ${colorId}`);
      return sendSvg(
        request,
        reply,
        renderHighlightPicture({
          kind: row.device_kind,
          productName: row.name,
          model: row.model,
          colorName: row.color_name,
          colorCode: row.color_code,
          view: n,
          caption: row.caption ?? row.name,
        }),
      );
    },
  );

  app.get(
    '/images/banners/:name.svg',
    {
      schema: {
        tags,
        summary: 'Category banner ({category-slug}-{n}) or product banner (product-{id})',
        params: z.object({ name: z.string().regex(/^[a-z0-9-]{1,80}$/i, 'Expected a banner name') }),
        response: { 200: Svg, ...lookupErrors },
      },
    },
    async (request, reply) => {
      const name = request.params.name.toLowerCase();
      const productMatch = /^product-(\d{1,9})$/.exec(name);
      if (productMatch) {
        const product = await findProductBanner(db, Number(productMatch[1]));
        if (!product) throw new NotFoundError(`No banner ${name}`);
        return sendSvg(
          request,
          reply,
          renderBanner({
            kind: product.device_kind,
            label: product.category_name,
            headline: product.name,
            tagline: `${product.model} · ${product.tagline}`,
            colorCode: product.color_code,
            variant: 1,
          }),
        );
      }
      const banner = await findCategoryBanner(db, `/images/banners/${name}.svg`);
      if (!banner) throw new NotFoundError(`No banner ${name}`);
      return sendSvg(
        request,
        reply,
        renderBanner({
          kind: banner.device_kind,
          label: banner.name,
          headline: banner.headline,
          tagline: banner.tagline,
          variant: banner.position,
        }),
      );
    },
  );

  app.get(
    '/images/blogs/:id.svg',
    {
      schema: {
        tags,
        summary: 'Banner of a blog',
        params: z.object({ id: idParam.describe('Blog id') }),
        response: { 200: Svg, ...lookupErrors },
      },
    },
    async (request, reply) => {
      const blog = await findBlogBanner(db, request.params.id);
      if (!blog) throw new NotFoundError(`No blog ${request.params.id}`);
      return sendSvg(
        request,
        reply,
        renderBanner({
          kind: blog.banner_kind,
          label: 'Lumen Blog',
          headline: blog.title,
          tagline: shorten(blog.titledesc, BLOG_TAGLINE_MAX),
          variant: blog.id,
        }),
      );
    },
  );
};
