// Catalog SEO routes: page title, description and keywords of the home, category and product pages.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../http/errors.ts';
import type { AppContext } from '../services/app-context.ts';
import { seoOf, type SeoPageType } from '../services/catalog-views.ts';
import { ErrorBody, idParam, lookupErrors, SeoBody } from './schemas/common.ts';

const tags = ['catalog'];

export const catalogSeoRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  async function seo(pageType: SeoPageType, refId: number) {
    const page = await seoOf(ctx.db, pageType, refId);
    if (!page) throw new NotFoundError(`No SEO data for ${pageType} ${refId}`);
    return page;
  }

  app.get(
    '/SEO/HomepageSEO',
    {
      schema: { tags, summary: 'SEO of the home page', response: { 200: SeoBody, 404: ErrorBody } },
    },
    () => seo('home', 0),
  );

  app.get(
    '/SEO/CategorypageSEO',
    {
      schema: {
        tags,
        summary: 'SEO of a category page',
        querystring: z.object({ id: idParam.describe('Category id') }),
        response: { 200: SeoBody, ...lookupErrors },
      },
    },
    (request) => seo('category', request.query.id),
  );

  app.get(
    '/SEO/DescriptionpageSEO',
    {
      schema: {
        tags,
        summary: 'SEO of a product page',
        querystring: z.object({ id: idParam.describe('Product id') }),
        response: { 200: SeoBody, ...lookupErrors },
      },
    },
    (request) => seo('product', request.query.id),
  );
};
