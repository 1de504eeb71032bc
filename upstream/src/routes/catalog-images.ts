// Generated SVG pictures of the catalog: product gallery views, highlight pictures, category and
// product banners, and (drawn by the same renderer) the blog banners.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../http/errors.ts';
import type { AppContext } from '../services/app-context.ts';
import { createCatalogImages } from '../services/catalog-images.ts';
import { SVG_CONTENT_TYPE, imageCacheControl, imageVersion } from '../services/images.ts';
import { idParam, lookupErrors } from './schemas/common.ts';

const tags = ['images'];
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

export const catalogImageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const images = createCatalogImages(ctx.db);

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
      const svg = await images.productPicture(productId, colorId, n);
      if (svg === null) throw new NotFoundError(`No picture ${n} for product ${productId} colour ${colorId}`);
      return sendSvg(request, reply, svg);
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
      const svg = await images.strapPicture(request.params.strapId);
      if (svg === null) throw new NotFoundError(`No strap ${request.params.strapId}`);
      return sendSvg(request, reply, svg);
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
      const svg = await images.highlightPicture(productId, colorId, n);
      if (svg === null) throw new NotFoundError(`No highlight ${n} for product ${productId} colour ${colorId}`);
      return sendSvg(request, reply, svg);
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
      const svg = await images.banner(name);
      if (svg === null) throw new NotFoundError(`No banner ${name}`);
      return sendSvg(request, reply, svg);
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
      const svg = await images.blogBanner(request.params.id);
      if (svg === null) throw new NotFoundError(`No blog ${request.params.id}`);
      return sendSvg(request, reply, svg);
    },
  );
};
