// recordReferral: a visit through a partner's referral link (public, rate limited like the other
// public lookups). An unknown or malformed code is a userError, never an error of the request.
import { REFERRAL_ERRORS } from '@shop/commerce/partner/payouts';
import { RATE_LIMIT_ERROR } from '@shop/commerce/rate-limits';
import { withinRateLimit } from '../../auth/throttle.ts';
import type { MutationResolvers } from '../../generated/resolvers.ts';
import { userError } from '../../graphql/user-errors.ts';
import { referralCodeInput } from './inputs.ts';

const notRecorded = (error: { code: string; message: string }) => ({
  visit: null,
  userErrors: [userError(error, ['code'])],
});

export const AttributionMutation: MutationResolvers = {
  recordReferral: async (_parent, { code }, context) => {
    const valid = referralCodeInput.safeParse(code);
    if (!valid.success) return notRecorded(REFERRAL_ERRORS.unknownCode);
    if (!(await withinRateLimit(context, 'recordReferral', valid.data.toUpperCase(), { raw: true })))
      return { visit: null, userErrors: [userError(RATE_LIMIT_ERROR)] };
    const visit = await context.clients.partnerProgram.recordReferral(valid.data);
    return visit ? { visit, userErrors: [] } : notRecorded(REFERRAL_ERRORS.unknownCode);
  },
};
