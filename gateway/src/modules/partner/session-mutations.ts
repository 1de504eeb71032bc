// The partner's session mutations: CP login (the server-issued captcha and failed attempts
// checked upstream: per email, with the backoff a known device skips; rate limited per client IP
// here; then a shopper session for the same email), sign-out on the server, forgotten password, reset by mailed link, password change (a
// new partner token). Validate (userErrors), call the partner client, map its typed result.
import { PARTNER_ERRORS as E, PARTNER_MESSAGES as M } from '@shop/commerce/partner/messages';
import { requirePartner } from '../../auth/require-partner.ts';
import { forgiveAttempt, withinRateLimit } from '../../auth/throttle.ts';
import type { MutationResolvers } from '../../generated/resolvers.ts';
import { userError, userErrorWithMessage, validateInput } from '../../graphql/user-errors.ts';
import {
  partnerChangePasswordInput,
  partnerEmailInput,
  partnerLoginInput,
  partnerResetPasswordInput,
} from './inputs.ts';
import { done, notDone, refusal } from './payloads.ts';

/** A wrong, replayed or expired captcha, as upstream says it (the spec checks it only in the browser). */
const CAPTCHA_WRONG = 'CAPTCHA_WRONG';
const CAPTCHA_WRONG_MESSAGE = 'Not Correct! Try Again';
const CAPTCHA_FIELD = ['input', 'captchaAnswer'];

const failedLogin = (userErrors: ReturnType<typeof userError>[]) => ({
  partnerToken: null,
  expiresAt: null,
  shopperToken: null,
  deviceToken: null,
  partner: null,
  userErrors,
});

export const SessionMutation: MutationResolvers = {
  partnerLogin: async (_parent, { input }, context) => {
    const valid = validateInput(partnerLoginInput, input, ['input']);
    if (!valid.ok) return failedLogin(valid.userErrors);
    const { email, password, deviceToken, captchaToken, captchaAnswer } = valid.data;
    // Per client IP only: the email's own limit is upstream's backoff, which a known device skips.
    if (!(await withinRateLimit(context, 'partnerLogin', null))) return failedLogin([userError(E.rateLimited)]);
    const captcha = { token: captchaToken, answer: captchaAnswer };
    const result = await context.clients.partner.login(email, password, captcha, deviceToken);
    if (result.kind === 'refused') return failedLogin([userError(E.unauthorized)]);
    if (result.kind === 'captchaWrong')
      return failedLogin([userErrorWithMessage(CAPTCHA_WRONG, result.message ?? CAPTCHA_WRONG_MESSAGE, CAPTCHA_FIELD)]);
    if (result.kind === 'rateLimited')
      return failedLogin([userErrorWithMessage(E.rateLimited.code, result.message ?? E.rateLimited.message)]);
    const { login } = result;
    await forgiveAttempt(context, 'partnerLogin', null);
    // The partner is signed in even when no shopper session comes (the portal works without one).
    const shopperToken = await context.clients.partner.shopperSession(login.token, email).catch(() => null);
    return {
      partnerToken: login.token,
      expiresAt: login.expiresAt,
      shopperToken,
      deviceToken: login.deviceToken,
      partner: { token: login.token, id: login.partnerId, level: login.level },
      userErrors: [],
    };
  },

  partnerSignOut: async (_parent, _args, context) => {
    // One logout for both sessions: the partner's, and the shopper session the portal's login
    // opened for the partner's own account (this browser's shopper session).
    const identity = context.partnerSession.identity;
    const shopperToken = context.session.token;
    await Promise.all([
      identity === null ? null : context.clients.partner.logout(identity.token),
      shopperToken === null ? null : context.clients.account.logout(shopperToken),
    ]);
    if (identity !== null) context.partnerSession.rejectToken(identity.token);
    if (shopperToken !== null) context.session.reject();
    return { ok: true };
  },

  partnerRequestPasswordReset: async (_parent, args, context) => {
    const valid = validateInput(partnerEmailInput, args.email, ['email']);
    if (!valid.ok) return notDone(valid.userErrors);
    if (!(await withinRateLimit(context, 'partnerRequestPasswordReset', valid.data)))
      return notDone([userError(E.resetRateLimited, ['email'])]);
    const result = await context.clients.partner.forgotPassword(valid.data);
    if (result.kind === 'ok') return done(result.message || M.resetMailed);
    // 'Email id is not registered.', too many requests, a malformed address: the server's text.
    const kind =
      result.kind === 'notFound' ? E.emailNotRegistered : result.kind === 'rateLimited' ? E.resetRateLimited : E.email;
    return notDone([userErrorWithMessage(kind.code, result.message ?? kind.message, ['email'])]);
  },

  partnerResetPassword: async (_parent, { input }, context) => {
    const valid = validateInput(partnerResetPasswordInput, input, ['input']);
    if (!valid.ok) return notDone(valid.userErrors);
    const { token, password, confirmPassword } = valid.data;
    const result = await context.clients.partner.resetPassword(token, password, confirmPassword);
    if (result.kind === 'ok') return done(result.message || M.passwordUpdated);
    return notDone([refusal(result.kind === 'notFound' ? null : result.message, E.linkInvalid)]);
  },

  partnerChangePassword: async (_parent, { input }, context) => {
    const partner = requirePartner(context);
    const valid = validateInput(partnerChangePasswordInput, input, ['input']);
    if (!valid.ok) return { ok: false, message: null, partnerToken: null, userErrors: valid.userErrors };
    const result = await context.clients.partner.changePassword(partner.token, valid.data);
    if (result.kind === 'ok')
      return { ok: true, message: result.message || M.passwordUpdated, partnerToken: result.token, userErrors: [] };
    return { ok: false, message: null, partnerToken: null, userErrors: [refusal(result.message, E.unexpected)] };
  },
};
