// Channel partner account routes: login (with the per-email backoff), sign-out, the shopper session
// of a partner's own email, password change, forgot and reset password. The profile, bank and
// content routes live in partner-profile.ts and partner-content.ts, registered here under the same
// prefix. Contract: upstream/README.md, "Channel partner portal contract".
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isEmail } from '@shop/commerce/contact';
import { PARTNER_ERRORS as E, PARTNER_MESSAGES as M } from '@shop/commerce/partner/messages';
import { UPLOAD_MAX_BYTES } from '@shop/commerce/files';
import { HttpError } from '../http/errors.ts';
import { acceptEmptyJsonBodies } from '../http/json-body.ts';
import { partnerOf } from '../http/partner-auth.ts';
import type { AppContext } from '../services/app-context.ts';
import { partnerContentRoutes } from './partner-content.ts';
import { valueOf } from './partner-outcome.ts';
import { partnerProfileRoutes } from './partner-profile.ts';
import { ErrorBody } from './schemas/common.ts';
import {
  CaptchaAnswer,
  ChangePasswordAnswer,
  ChangePasswordBody,
  ForgotPasswordBody,
  PartnerLoginAnswer,
  PartnerLoginBody,
  PartnerMessage,
  ResetPasswordBody,
  ShopperSessionAnswer,
  ShopperSessionQuery,
  partnerErrors,
} from './schemas/partner.ts';

const tags = ['partner'];
const retryAfter = (ms: number) => String(Math.ceil(ms / 1000));
/** The answer of a sign-out (the shop's own: the spec has no server-side sign-out). */
const SIGNED_OUT = 'Signed out.';
/** A wrong, used or expired captcha (the spec shows the check only in the browser; worded like the web's). */
const CAPTCHA_WRONG = { message: 'Not Correct! Try Again', code: 'CAPTCHA_WRONG' } as const;

export const partnerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  acceptEmptyJsonBodies(app);
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 2, fields: 30, fieldSize: 8192, parts: 32 },
  });
  const accounts = ctx.partnerAccounts;

  app.get(
    '/CP/Captcha',
    {
      schema: {
        tags,
        summary: 'Extension: a login captcha (What is a + b?), signed, single use, valid 10 minutes',
        response: { 200: CaptchaAnswer },
      },
    },
    async () => {
      const { token, a, b, expiresAt } = accounts.captcha();
      return { token, a, b, expiresAt: expiresAt.toISOString() };
    },
  );

  app.post(
    '/CP/CPLogin',
    {
      schema: {
        tags,
        summary:
          'Partner login by email and password; after 5 failures of an email a client without its device token waits (429, Retry-After)',
        body: PartnerLoginBody,
        response: { 200: PartnerLoginAnswer, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const { email_id, u_Password, device_token, captcha_token, captcha_answer } = request.body;
      // The captcha is checked when one comes (the gateway always sends one; see the README).
      if (captcha_token !== undefined || captcha_answer !== undefined) {
        if (!(await accounts.solveCaptcha(captcha_token ?? '', captcha_answer ?? '')))
          throw new HttpError(400, CAPTCHA_WRONG.message, CAPTCHA_WRONG.code, 'captcha_answer');
      }
      const result = await accounts.login(email_id, u_Password, request.ip, device_token ?? null);
      if (result.ok) {
        const { token, expiresAt, partnerId, level } = result.session;
        return {
          token,
          expiresAt: expiresAt.toISOString(),
          cP_ID: partnerId,
          cP_LEVEL: level,
          device_token: result.deviceToken,
        };
      }
      if (result.reason === 'wait') {
        reply.header('retry-after', retryAfter(result.retryAfterMs));
        throw new HttpError(429, E.rateLimited.message);
      }
      throw new HttpError(401, E.unauthorized.message);
    },
  );

  app.post(
    '/CP/Logout',
    {
      onRequest: ctx.partnerAuth,
      schema: {
        tags,
        summary: 'Extension: signs the partner out on the server (the bearer token is refused from now on)',
        response: { 200: PartnerMessage, ...partnerErrors },
      },
    },
    async (request) => {
      await accounts.logout(partnerOf(request));
      return { message: SIGNED_OUT };
    },
  );

  app.get(
    '/CP/userloginbycp',
    {
      onRequest: ctx.partnerAuth,
      schema: {
        tags,
        summary: "A shopper session for the partner's own email (the shopper account is found or made, and linked)",
        querystring: ShopperSessionQuery,
        response: { 200: ShopperSessionAnswer, 400: ErrorBody, 403: ErrorBody, ...partnerErrors },
      },
    },
    async (request) => {
      const session = valueOf(await accounts.shopperSession(partnerOf(request).partnerId, request.query.email));
      return { token: session.token, expiresAt: session.expiresAt.toISOString() };
    },
  );

  app.post(
    '/CP/CpChangePassword',
    {
      onRequest: ctx.partnerAuth,
      schema: {
        tags,
        summary: 'Changes the password; answers a new partner token (older ones stop working)',
        body: ChangePasswordBody,
        response: { 200: ChangePasswordAnswer, 400: ErrorBody, ...partnerErrors },
      },
    },
    async (request) => {
      const { oldpassword, newpassword, newconfirmpassword } = request.body;
      const session = valueOf(
        await accounts.changePassword(partnerOf(request).partnerId, oldpassword, newpassword, newconfirmpassword),
      );
      return { message: M.passwordUpdated, token: session.token, expiresAt: session.expiresAt.toISOString() };
    },
  );

  app.post(
    '/CP/ForgotPasswordMail',
    {
      schema: {
        tags,
        summary:
          'Mails a single-use link to set a new password (30 minutes) to a registered partner email (5 per 15 minutes); the same answer for any email',
        body: ForgotPasswordBody,
        response: { 200: PartnerMessage, 400: ErrorBody },
      },
    },
    async (request) => {
      const email = request.body.email.trim().toLowerCase();
      if (!isEmail(email)) throw new HttpError(400, E.email.message, undefined, 'email');
      await accounts.requestReset(email);
      return { message: M.resetMailed };
    },
  );

  app.post(
    '/CP/ResetPassword',
    {
      schema: {
        tags,
        summary: 'Extension: sets the password with the token of a mailed link (reset or first password); single use',
        body: ResetPasswordBody,
        response: { 200: PartnerMessage, 400: ErrorBody },
      },
    },
    async (request) => {
      const { token, password, confirmPassword } = request.body;
      valueOf(await accounts.resetPassword(token, password, confirmPassword));
      return { message: M.passwordUpdated };
    },
  );

  await app.register(partnerProfileRoutes, { ctx });
  await app.register(partnerContentRoutes, { ctx });
};
