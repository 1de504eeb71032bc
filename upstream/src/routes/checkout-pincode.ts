// Checkout's pincode lookup (public): state, GST code and rate, currency and phone prefix of a pincode
// from the directory; the address form fills state and country from it.
import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findPincodeDetails } from '../db/queries/geo.ts';
import type { Database } from '../db/schema.ts';
import { NotFoundError } from '../http/errors.ts';
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

export const checkoutPincodeRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (app, { db }) => {
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
      const row = await findPincodeDetails(db, request.query.pincode);
      if (!row) throw new NotFoundError(`Pincode ${request.query.pincode} is not an Indian pincode`);
      return {
        pincode: row.pincode,
        iSOCode: row.iso_code,
        symbol: row.currency_symbol,
        taxName: row.tax_name,
        taxDigit: row.gst_code,
        txtPer: Number(row.tax_percent),
        txtPhone: row.phone_code,
        states_name: row.state_name,
        states_id: row.state_id,
        country_name: row.country_name,
        country_id: row.country_id,
        countryCode: row.phone_code,
        district: row.district,
        city: row.city,
      };
    },
  );
};
