// The content mutations: validate (userErrors with the spec's messages), call the content client,
// map its typed result to the payload.
import type { MutationResolvers } from '../../generated/resolvers.ts';
import { userErrorWithMessage, validateInput } from '../../graphql/user-errors.ts';
import {
  CONTENT_ERROR_KINDS as KINDS,
  CONTENT_ERRORS as E,
  POPUP_SUBSCRIBED_MESSAGE,
  SUBSCRIBED_MESSAGE,
} from './constants.ts';
import { newsletterEmailInput, popupInput } from './inputs.ts';

export const Mutation: MutationResolvers = {
  subscribeNewsletter: async (_parent, args, context) => {
    const valid = validateInput(newsletterEmailInput, args.email, ['email'], KINDS);
    if (!valid.ok) return { ok: false, message: null, userErrors: valid.userErrors };
    const result = await context.clients.content.subscribeNewsletter(valid.data);
    if (result.kind === 'ok') return { ok: true, message: SUBSCRIBED_MESSAGE, userErrors: [] };
    return {
      ok: false,
      message: null,
      userErrors: [userErrorWithMessage(E.emailInvalid.code, result.message ?? E.emailInvalid.message, ['email'])],
    };
  },

  subscribePopup: async (_parent, { input }, context) => {
    const valid = validateInput(popupInput, input, ['input'], KINDS);
    if (!valid.ok) return { ok: false, message: null, userErrors: valid.userErrors };
    const result = await context.clients.content.subscribePopup(valid.data);
    if (result.kind === 'ok') return { ok: true, message: POPUP_SUBSCRIBED_MESSAGE, userErrors: [] };
    const kind = KINDS.find((k) => k.message === result.message);
    const field =
      kind === E.popupPhone
        ? ['input', 'phone']
        : kind === E.emailInvalid
          ? ['input', 'email']
          : kind === E.nameRequired
            ? ['input', 'name']
            : null;
    return {
      ok: false,
      message: null,
      userErrors: [userErrorWithMessage(kind?.code ?? 'REJECTED', result.message ?? E.popupPhone.message, field)],
    };
  },
};
