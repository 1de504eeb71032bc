// Content's offer banner: the HTML strings of the header's rotating offers (CommonData/main_offer),
// with the checkout's own figures filled in (domain/offer-banner.ts): the prepaid discount a banner
// names is the one Checkout/Prepaid_Discount serves and CreateOrderNew deducts.
import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PREPAID_DISCOUNT_AMOUNT } from '../domain/checkout-constants.ts';
import { renderOfferHtml } from '../domain/offer-banner.ts';
import { mainOffers } from '../db/queries/catalog.ts';
import type { Database } from '../db/schema.ts';

export const contentOfferRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.get(
    '/CommonData/main_offer',
    {
      schema: {
        tags: ['content'],
        summary: 'HTML strings of the rotating offer banner (its prepaid discount is the one checkout applies)',
        response: { 200: z.array(z.string()) },
      },
    },
    async () =>
      (await mainOffers(db)).map((o) => renderOfferHtml(o.html, { prepaidDiscount: PREPAID_DISCOUNT_AMOUNT })),
  );
};
