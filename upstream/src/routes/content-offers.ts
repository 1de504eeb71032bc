// Content's offer banner: the HTML strings of the header's rotating offers (CommonData/main_offer),
// with the checkout's own figures filled in (services/content.ts): the prepaid discount a banner
// names is the one Checkout/Prepaid_Discount serves and CreateOrderNew deducts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../services/app-context.ts';
import { createContent } from '../services/content.ts';

export const contentOfferRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const content = createContent(ctx.db);

  app.get(
    '/CommonData/main_offer',
    {
      schema: {
        tags: ['content'],
        summary: 'HTML strings of the rotating offer banner (its prepaid discount is the one checkout applies)',
        response: { 200: z.array(z.string()) },
      },
    },
    async () => content.offers(),
  );
};
