// The partner program mutations: the incentive table (the sum rule and minimum client discount
// checked here first; a General partner keeps the master percent in force), nominations (Master
// only), coupon shares, new General partners
// (Master only: a phone or email that is a partner's already is refused first, then the partner is
// saved under the caller) and joining by a nomination's link (public). A nomination's address is
// checked by upstream when it is sent (its own message for the Master's own and a partner's email).
import { checkIncentiveTable, incentiveTableError, ratesToSave } from '@shop/commerce/partner/incentive-table';
import { PARTNER_ERRORS as E, PARTNER_MESSAGES as M } from '@shop/commerce/partner/messages';
import { RATE_LIMIT_ERROR } from '@shop/commerce/rate-limits';
import { requireMaster, requirePartner } from '../../auth/require-partner.ts';
import { withinRateLimit } from '../../auth/throttle.ts';
import type { MutationResolvers } from '../../generated/resolvers.ts';
import { userError, validateInput } from '../../graphql/user-errors.ts';
import {
  addPartnerInput,
  incentiveTableInput,
  joinNominationInput,
  nominationInput,
  shareCouponInput,
} from './inputs.ts';
import { done, notDone, refusal, subPartnerOf } from './payloads.ts';

const tableNotSaved = (userErrors: ReturnType<typeof userError>[]) => ({
  incentiveTable: null,
  history: null,
  message: null,
  userErrors,
});

export const ProgramMutation: MutationResolvers = {
  updateIncentiveTable: async (_parent, { input }, context) => {
    const partner = requirePartner(context);
    const valid = validateInput(incentiveTableInput, input, ['input']);
    if (!valid.ok) return tableNotSaved(valid.userErrors);
    const { loaders } = context;
    const current = await loaders.partner.incentiveTable.load(partner.token);
    const rates = ratesToSave(current.level, valid.data, current.rates);
    const problem = checkIncentiveTable(current.level, rates, current.rates.maxDiscount);
    // The minimum is about the client discount; the sum rule about the whole table (no one field).
    if (problem)
      return tableNotSaved([
        userError(
          incentiveTableError(problem, current.rates.maxDiscount),
          problem === 'clientDiscount' ? ['input', 'clientDiscount'] : null,
        ),
      ]);
    const result = await context.clients.partnerProgram.saveIncentiveTable(partner.token, current.id, rates);
    if (result.kind === 'failed') return tableNotSaved([userError(E.unexpected)]);
    if (result.kind !== 'ok') return tableNotSaved([refusal(result.message, E.unexpected)]);
    loaders.partner.incentiveTable.clear(partner.token);
    loaders.partner.incentiveHistory.clear(partner.token);
    const [incentiveTable, history] = await Promise.all([
      loaders.partner.incentiveTable.load(partner.token),
      loaders.partner.incentiveHistory.load(partner.token),
    ]);
    return { incentiveTable, history, message: result.message || M.saved, userErrors: [] };
  },

  sendNomination: async (_parent, { input }, context) => {
    const partner = requireMaster(context);
    const valid = validateInput(nominationInput, input, ['input']);
    if (!valid.ok) return notDone(valid.userErrors);
    if (!(await withinRateLimit(context, 'sendNomination', valid.data.email)))
      return notDone([userError(RATE_LIMIT_ERROR)]);
    // The mail carries the template the screen previewed. Upstream decides, in its transaction,
    // whether the address is free: the Master's own ('You cannot nominate yourself.'), a partner's
    // ('This email belongs to a channel partner already.') or nominated ('Nomination exists').
    const template = await context.loaders.partner.nominationTemplate.load(partner.token);
    const result = await context.clients.partnerProgram.sendNomination(partner.token, valid.data, template.html);
    if (result.kind === 'ok') {
      context.loaders.partner.nominations.clear(partner.token);
      return done(result.message || M.nominationSent);
    }
    if (result.kind === 'failed') return notDone([userError(E.nominationFailed)]);
    if (result.kind === 'conflict')
      return notDone([refusal(result.message ?? E.nominationExists.message, E.nominationExists, { field: 'email' })]);
    return notDone([refusal(result.message, E.nominationFailed)]);
  },

  shareCoupon: async (_parent, { input }, context) => {
    const partner = requirePartner(context);
    const valid = validateInput(shareCouponInput, input, ['input']);
    if (!valid.ok) return { ok: false, message: null, couponCode: null, userErrors: valid.userErrors };
    if (!(await withinRateLimit(context, 'shareCoupon', valid.data.recipient.value)))
      return { ok: false, message: null, couponCode: null, userErrors: [userError(RATE_LIMIT_ERROR)] };
    const result = await context.clients.partnerProgram.shareCoupon(partner.token, valid.data);
    if (result.kind === 'ok') {
      context.loaders.partner.sharedCoupons.clear(partner.token);
      return { ok: true, message: result.message || M.couponShared, couponCode: result.couponCode, userErrors: [] };
    }
    const error =
      result.kind === 'failed'
        ? userError(E.couponShareFailed)
        : refusal(
            result.message,
            E.couponShareFailed,
            result.message === E.recipient.message ? { field: 'recipient' } : {},
          );
    return { ok: false, message: null, couponCode: null, userErrors: [error] };
  },

  addPartner: async (_parent, { input }, context) => {
    const partner = requireMaster(context);
    const valid = validateInput(addPartnerInput, input, ['input']);
    if (!valid.ok) return { ok: false, message: null, partner: null, userErrors: valid.userErrors };
    if (!(await withinRateLimit(context, 'addPartner', valid.data.email)))
      return { ok: false, message: null, partner: null, userErrors: [userError(RATE_LIMIT_ERROR)] };
    const { partnerProgram } = context.clients;
    const notAdded = (error: ReturnType<typeof userError>) => ({
      ok: false,
      message: null,
      partner: null,
      userErrors: [error],
    });
    if (!(await partnerProgram.isContactFree(partner.token, valid.data.phone, valid.data.email))) {
      return notAdded(userError(E.userExists, ['input', 'email']));
    }
    const result = await partnerProgram.savePartner(partner.token, partner.partnerId, valid.data);
    if (result.kind === 'failed') return notAdded(userError(E.addPartnerFailed));
    if (result.kind === 'conflict') return notAdded(userError(E.userExists, ['input', 'email']));
    if (result.kind !== 'ok') return notAdded(refusal(result.message, E.addPartnerFailed));
    const { loaders } = context;
    loaders.partner.subPartners.clear(partner.token);
    const added = (await loaders.partner.subPartners.load(partner.token)).find((record) => record.id === result.id);
    return {
      ok: true,
      message: result.message || M.registered,
      partner: added ? subPartnerOf(added) : null,
      userErrors: [],
    };
  },

  joinNomination: async (_parent, { input }, context) => {
    const valid = validateInput(joinNominationInput, input, ['input']);
    if (!valid.ok) return notDone(valid.userErrors);
    if (!(await withinRateLimit(context, 'joinNomination', valid.data.token, { raw: true })))
      return notDone([userError(RATE_LIMIT_ERROR)]);
    const result = await context.clients.partnerProgram.joinNomination(valid.data);
    if (result.kind === 'ok') return done(result.message || M.registered);
    if (result.kind === 'failed') return notDone([userError(E.addPartnerFailed)]);
    if (result.kind === 'notFound') return notDone([userError(E.linkInvalid, ['input', 'token'])]);
    if (result.kind === 'conflict') return notDone([userError(E.userExists)]);
    return notDone([refusal(result.message, E.addPartnerFailed)]);
  },
};
