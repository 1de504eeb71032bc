// Content's offer banner: the HTML strings of the header's rotating offers (CommonData/main_offer).
import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mainOffers } from '../db/queries/catalog.ts';
import type { Database } from '../db/schema.ts';

export const contentOfferRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (app, { db }) => {
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
