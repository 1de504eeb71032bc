// The account mutations: validate (userErrors), rate-limit, call the account client, map its
// typed result to the payload. Nothing here knows upstream's names or statuses.
import { ACCOUNT_ERRORS as E, ACCOUNT_MESSAGES } from '@shop/commerce/account/messages';
import { refusedByUpstream, requireCustomer } from '../../auth/require-customer.ts';
import { forgiveAttempt, withinRateLimit } from '../../auth/throttle.ts';
import type { MutationResolvers } from '../../generated/resolvers.ts';
import { userError, userErrorWithMessage, validateInput } from '../../graphql/user-errors.ts';
import {
  loginInput,
  otpPhoneInput,
  registerInput,
  resetEmailInput,
  resetPasswordInput,
  updateProfileInput,
  verifyOtpInput,
} from './inputs.ts';
import { authPayload, failedAuth, notOk, ok, rateLimitedError } from './payloads.ts';

export const Mutation: MutationResolvers = {
  login: async (_parent, { input }, context) => {
    const valid = validateInput(loginInput, input, ['input']);
    if (!valid.ok) return failedAuth(valid.userErrors);
    // Per client IP only: the account's own limit is upstream's backoff, which a known device skips
    // (a per-account limit here would lock the owner out with the attacker).
    if (!(await withinRateLimit(context, 'login', null))) return failedAuth([rateLimitedError()]);
    const { emailOrPhone, password, deviceToken } = valid.data;
    const result = await context.clients.account.login(emailOrPhone, password, deviceToken);
    if (result.kind === 'ok') await forgiveAttempt(context, 'login', null);
    return authPayload(result, E.wrongCredentials);
  },

  requestOtp: async (_parent, args, context) => {
    const valid = validateInput(otpPhoneInput, args.phone, ['phone']);
    if (!valid.ok) return { sent: false, userErrors: valid.userErrors };
    if (!(await withinRateLimit(context, 'requestOtp', valid.data)))
      return { sent: false, userErrors: [rateLimitedError()] };
    const result = await context.clients.account.sendOtp(valid.data);
    if (result.kind === 'sent') return { sent: true, userErrors: [] };
    return {
      sent: false,
      userErrors: [result.kind === 'invalid' ? userError(E.phoneInvalid, ['phone']) : rateLimitedError()],
    };
  },

  verifyOtp: async (_parent, args, context) => {
    const valid = validateInput(verifyOtpInput, args, []);
    if (!valid.ok) return failedAuth(valid.userErrors);
    // Per client IP only: upstream kills a code after 5 wrong tries, and a per-number limit here would
    // let anyone block the owner's OTP login, the way around the password backoff.
    if (!(await withinRateLimit(context, 'verifyOtp', null))) return failedAuth([rateLimitedError()]);
    const { phone, otp, deviceToken } = valid.data;
    const result = await context.clients.account.validateOtp(phone, otp, deviceToken);
    return authPayload(result, E.otpFailed, ['otp']);
  },

  register: async (_parent, { input }, context) => {
    const valid = validateInput(registerInput, input, ['input']);
    if (!valid.ok) return notOk(valid.userErrors);
    if (!(await withinRateLimit(context, 'register', valid.data.emailOrPhone))) return notOk([rateLimitedError()]);
    const result = await context.clients.account.register(valid.data);
    if (result.kind === 'created') return ok();
    return notOk([
      result.kind === 'exists' ? userError(E.userExists, ['input', 'emailOrPhone']) : userError(E.registrationFailed),
    ]);
  },

  updateProfile: async (_parent, { input }, context) => {
    const token = requireCustomer(context.session);
    const valid = validateInput(updateProfileInput, input, ['input']);
    if (!valid.ok) return { profile: null, message: null, userErrors: valid.userErrors };
    const result = await context.clients.account.updateProfile(token, valid.data);
    switch (result.kind) {
      case 'unauthorized':
        return refusedByUpstream(context.session, token);
      case 'rejected':
        return {
          profile: null,
          message: null,
          userErrors: [
            userErrorWithMessage(E.profileUpdateFailed.code, result.message ?? E.profileUpdateFailed.message),
          ],
        };
      case 'failed':
        return { profile: null, message: null, userErrors: [userError(E.profileUpdateFailed)] };
      case 'ok': {
        const message = result.message ?? ACCOUNT_MESSAGES.profileUpdated;
        context.loaders.account.profile.clear(token);
        const profile = await context.loaders.account.profile.load(token).catch(() => null);
        return { profile, message, userErrors: profile ? [] : [userError(E.profileLoadFailed)] };
      }
    }
  },

  requestPasswordReset: async (_parent, args, context) => {
    const valid = validateInput(resetEmailInput, args.email, ['email']);
    if (!valid.ok) return notOk(valid.userErrors);
    if (!(await withinRateLimit(context, 'requestPasswordReset', valid.data))) return notOk([rateLimitedError()]);
    return (await context.clients.account.forgotPassword(valid.data))
      ? ok()
      : notOk([userError(E.emailInvalid, ['email'])]);
  },

  resetPassword: async (_parent, args, context) => {
    const valid = validateInput(resetPasswordInput, args, []);
    if (!valid.ok) return notOk(valid.userErrors);
    const result = await context.clients.account.resetPassword(valid.data.token, valid.data.password);
    if (result.kind === 'ok') return ok();
    return notOk([
      userErrorWithMessage(E.resetLinkInvalid.code, result.message ?? E.resetLinkInvalid.message, ['token']),
    ]);
  },

  signOut: async (_parent, _args, context) => {
    const token = context.session.token;
    if (token !== null) await context.clients.account.logout(token);
    context.session.reject();
    return { ok: true };
  },
};
