// Checkout's pincode lookup (public): state, GST code and rate, currency and phone prefix of a pincode
// from the directory; the address form fills state and country from it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../http/errors.ts';
import type { AppContext } from '../services/app-context.ts';
import { lookupErrors, pincodeParam } from './schemas/common.ts';

export const PincodeDetails = z.object({
  pincode: z.string(),
  iSOCode: z.string(),
  symbol: z.string(),
  taxName: z.string(),
  taxDigit: z.string(),
  txtPer: z.number(),
  txtPhone: z.string(),
  states_name: z.string(),
  states_id: z.number().int(),
  country_name: z.string(),
  country_id: z.number().int(),
  countryCode: z.string(),
  district: z.string(),
  city: z.string().describe('Additive: the post office taluk or city, for address forms'),
});

export const checkoutPincodeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/Checkout/PincodeDetails',
    {
      schema: {
        tags: ['checkout'],
        summary: 'State, GST code and rate, currency and phone prefix of an Indian pincode',
        querystring: z.object({ pincode: pincodeParam }),
        response: { 200: PincodeDetails, ...lookupErrors },
      },
    },
    async (request) => {
      const details = await ctx.checkout.pincodeDetails(request.query.pincode);
      if (!details) throw new NotFoundError(`Pincode ${request.query.pincode} is not an Indian pincode`);
      return details;
    },
  );
};
