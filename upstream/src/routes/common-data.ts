// CommonData routes of the catalog and content: category id by slug, the header's offers.
import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { slugify } from '../domain/slug.ts';
import { findCategoryBySlug, mainOffers } from '../db/queries/catalog.ts';
import type { Database } from '../db/schema.ts';
import { NotFoundError } from '../http/errors.ts';
import { lookupErrors } from './schemas/common.ts';

export const commonDataRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.get(
    '/CommonData/cat_id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Category id by its slug',
        querystring: z.object({
          cat_name: z.string().trim().min(1).max(120).describe('Category slug, e.g. smart-rings'),
        }),
        response: { 200: z.object({ id: z.number().int() }), ...lookupErrors },
      },
    },
    async (request) => {
      const category = await findCategoryBySlug(db, slugify(request.query.cat_name));
      if (!category) throw new NotFoundError(`Category ${request.query.cat_name} not found`);
      return { id: category.id };
    },
  );

  app.get(
    '/CommonData/main_offer',
    {
      schema: {
        tags: ['content'],
        summary: 'HTML strings of the rotating offer banner',
        response: { 200: z.array(z.string()) },
      },
    },
    async () => (await mainOffers(db)).map((o) => o.html),
  );
};
