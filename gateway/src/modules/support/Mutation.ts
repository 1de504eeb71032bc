// The support mutations: validate (userErrors, files checked by content and size before anything
// goes upstream), count the attempt against the client and the email it mails (RATE_LIMITED), call
// the support client, map its typed result to the payload.
import { SUPPORT_ERRORS as E, SUPPORT_MESSAGES as M } from '@shop/commerce/support/messages';
import { RATE_LIMIT_ERROR } from '@shop/commerce/rate-limits';
import { withinRateLimit } from '../../auth/throttle.ts';
import type { MutationResolvers } from '../../generated/resolvers.ts';
import { userError, validateInput } from '../../graphql/user-errors.ts';
import { raiseComplaintInput, registerProductInput } from './inputs.ts';
import { upstreamRefusal } from './rules.ts';

export const Mutation: MutationResolvers = {
  raiseComplaint: async (_parent, { input }, context) => {
    const valid = validateInput(raiseComplaintInput, input, ['input']);
    if (!valid.ok) return { ok: false, message: null, ticketNumber: null, userErrors: valid.userErrors };
    if (!(await withinRateLimit(context, 'raiseComplaint', valid.data.email)))
      return { ok: false, message: null, ticketNumber: null, userErrors: [userError(RATE_LIMIT_ERROR)] };
    const result = await context.clients.support.raiseComplaint(valid.data);
    if (result.kind === 'ok')
      return { ok: true, message: M.complaintRegistered, ticketNumber: result.ticketNumber, userErrors: [] };
    return {
      ok: false,
      message: null,
      ticketNumber: null,
      userErrors: [upstreamRefusal(result.message, 'attachment', E.unknownOrder)],
    };
  },

  registerProduct: async (_parent, { input }, context) => {
    const valid = validateInput(registerProductInput, input, ['input']);
    if (!valid.ok) return { ok: false, message: null, userErrors: valid.userErrors };
    if (!(await withinRateLimit(context, 'registerProduct', valid.data.email)))
      return { ok: false, message: null, userErrors: [userError(RATE_LIMIT_ERROR)] };
    const result = await context.clients.support.registerProduct(valid.data);
    switch (result.kind) {
      case 'ok':
        return { ok: true, message: M.productRegistered, userErrors: [] };
      case 'rejected':
        return {
          ok: false,
          message: null,
          userErrors: [upstreamRefusal(result.message, 'invoiceFile', E.registrationFailed)],
        };
      case 'failed':
        return { ok: false, message: null, userErrors: [userError(E.registrationFailed)] };
    }
  },
};
