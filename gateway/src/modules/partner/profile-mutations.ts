// The partner's profile mutations: personal details (with the Aadhaar document), bank details
// (with the crossed cheque), and the support form (public; filed under the partner when a partner
// token comes with it). Files are checked by content before anything goes upstream.
import { PARTNER_ERRORS as E, PARTNER_MESSAGES as M } from '@shop/commerce/partner/messages';
import { RATE_LIMIT_ERROR } from '@shop/commerce/rate-limits';
import { requirePartner } from '../../auth/require-partner.ts';
import { withinRateLimit } from '../../auth/throttle.ts';
import type { MutationResolvers } from '../../generated/resolvers.ts';
import { userError, validateInput } from '../../graphql/user-errors.ts';
import { partnerSupportInput, updatePartnerBankDetailsInput, updatePartnerDetailsInput } from './inputs.ts';
import { bankRefusal, done, notDone, refusal } from './payloads.ts';

export const ProfileMutation: MutationResolvers = {
  updatePartnerDetails: async (_parent, { input }, context) => {
    const partner = requirePartner(context);
    const valid = validateInput(updatePartnerDetailsInput, input, ['input']);
    if (!valid.ok) return { partner: null, message: null, userErrors: valid.userErrors };
    const result = await context.clients.partner.updateDetails(partner.token, valid.data);
    if (result.kind === 'ok') {
      // The payload's partner reads the record as it now is.
      context.loaders.partner.ownRecord.clear(partner.token);
      context.loaders.partner.card.clear(partner.token);
      return {
        partner: { token: partner.token, id: partner.partnerId, level: partner.level },
        message: result.message || M.detailsUpdated,
        userErrors: [],
      };
    }
    const error =
      result.kind === 'failed'
        ? userError(E.unexpected)
        : refusal(result.message, E.unexpected, { fileField: 'aadhaarFile' });
    return { partner: null, message: null, userErrors: [error] };
  },

  updatePartnerBankDetails: async (_parent, { input }, context) => {
    const partner = requirePartner(context);
    const valid = validateInput(updatePartnerBankDetailsInput, input, ['input']);
    if (!valid.ok)
      return { bankDetails: null, message: null, userErrors: [userError(E.bankFailed), ...valid.userErrors] };
    const result = await context.clients.partner.updateBankDetails(partner.token, valid.data);
    if (result.kind === 'failed') return { bankDetails: null, message: null, userErrors: [userError(E.bankFailed)] };
    if (result.kind === 'rejected')
      return { bankDetails: null, message: null, userErrors: bankRefusal(result.message, result.issues) };
    context.loaders.partner.bankDetails.clear(partner.token);
    const bankDetails = await context.loaders.partner.bankDetails.load(partner.token);
    return { bankDetails, message: result.message || M.bankUpdated, userErrors: [] };
  },

  sendPartnerSupport: async (_parent, { input }, context) => {
    const valid = validateInput(partnerSupportInput, input, ['input']);
    if (!valid.ok) return notDone(valid.userErrors);
    if (!(await withinRateLimit(context, 'sendPartnerSupport', valid.data.email)))
      return notDone([userError(RATE_LIMIT_ERROR)]);
    const result = await context.clients.partner.support(valid.data, context.partnerSession.identity?.token ?? null);
    if (result.kind === 'ok') return done(result.message || M.supportSent);
    return notDone([refusal(result.message, E.unexpected)]);
  },
};
