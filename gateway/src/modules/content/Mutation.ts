// The content mutations: validate (userErrors with the spec's messages), count the attempt against
// the client and the address it mails (RATE_LIMITED), call the content client, map its typed result
// to the payload.
import { CONTENT_ERRORS as E, CONTENT_MESSAGES as M, type ContentErrorKey } from '@shop/commerce/content/messages';
import { RATE_LIMIT_ERROR } from '@shop/commerce/rate-limits';
import { withinRateLimit } from '../../auth/throttle.ts';
import type { MutationResolvers } from '../../generated/resolvers.ts';
import { userError, userErrorWithMessage, validateInput } from '../../graphql/user-errors.ts';
import { newsletterEmailInput, popupInput } from './inputs.ts';

/** The popup's input field each of upstream's refusals is about. */
const POPUP_FIELD_OF: Readonly<Record<ContentErrorKey, string>> = {
  popupPhone: 'phone',
  nameRequired: 'name',
  nameTooLong: 'name',
  emailInvalid: 'email',
};

export const Mutation: MutationResolvers = {
  subscribeNewsletter: async (_parent, args, context) => {
    const valid = validateInput(newsletterEmailInput, args.email, ['email']);
    if (!valid.ok) return { ok: false, message: null, userErrors: valid.userErrors };
    if (!(await withinRateLimit(context, 'subscribeNewsletter', valid.data)))
      return { ok: false, message: null, userErrors: [userError(RATE_LIMIT_ERROR)] };
    const result = await context.clients.content.subscribeNewsletter(valid.data);
    if (result.kind === 'ok') return { ok: true, message: M.subscribed, userErrors: [] };
    return {
      ok: false,
      message: null,
      userErrors: [userErrorWithMessage(E.emailInvalid.code, result.message ?? E.emailInvalid.message, ['email'])],
    };
  },

  subscribePopup: async (_parent, { input }, context) => {
    const valid = validateInput(popupInput, input, ['input']);
    if (!valid.ok) return { ok: false, message: null, userErrors: valid.userErrors };
    if (!(await withinRateLimit(context, 'subscribePopup', valid.data.email)))
      return { ok: false, message: null, userErrors: [userError(RATE_LIMIT_ERROR)] };
    const result = await context.clients.content.subscribePopup(valid.data);
    if (result.kind === 'ok') return { ok: true, message: M.popupSubscribed, userErrors: [] };
    const key = (Object.keys(E) as ContentErrorKey[]).find((k) => E[k].message === result.message);
    const field = key ? ['input', POPUP_FIELD_OF[key]] : null;
    return {
      ok: false,
      message: null,
      userErrors: [userErrorWithMessage(key ? E[key].code : 'REJECTED', result.message ?? E.popupPhone.message, field)],
    };
  },
};
