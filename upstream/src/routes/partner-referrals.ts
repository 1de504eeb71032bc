// POST /api/CP/referral_visit: a visit through a partner's referral link (/?ref=CODE). Public: the
// browser keeps the opaque token it answers (the newest visit wins) and sends it with the order,
// which the visit attributes while it is inside REFERRAL_WINDOW_DAYS (services/partner-attribution.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REFERRAL_CODE_PATTERN, REFERRAL_ERRORS } from '@shop/commerce/partner/payouts';
import { HttpError } from '../http/errors.ts';
import type { AppContext } from '../services/app-context.ts';
import { ErrorBody } from './schemas/common.ts';

const ReferralVisitBody = z.object({
  code: z
    .string()
    .trim()
    .regex(REFERRAL_CODE_PATTERN, 'A CP code has 1 to 20 letters and digits')
    .describe('The partner code of the link, e.g. V5M1001'),
});

const ReferralVisit = z.object({
  token: z.string().describe('Opaque; send it as referral_token with CreateOrderNew'),
  expires_at: z.string().describe('ISO 8601: the end of the attribution window'),
  cpname: z.string().describe("The partner's first name"),
});

export const partnerReferralRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/CP/referral_visit',
    {
      schema: {
        tags: ['partner'],
        summary: "Remembers a visit through an Active partner's referral link; 404 for an unknown code",
        body: ReferralVisitBody,
        response: { 200: ReferralVisit, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const visit = await ctx.referralVisits.record(request.body.code);
      if (!visit) throw new HttpError(404, REFERRAL_ERRORS.unknownCode.message, REFERRAL_ERRORS.unknownCode.code);
      return visit;
    },
  );
};
