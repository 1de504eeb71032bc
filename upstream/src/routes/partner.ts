// Channel partner account routes: login (with the per-email lock), the shopper session
// of a partner's own email, password change, forgot and reset password. The profile, bank and
// content routes live in partner-profile.ts and partner-content.ts, registered here under the same
// prefix. Contract: upstream/README.md, "Channel partner portal contract".
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isEmail } from '@shop/commerce/contact';
import { PARTNER_ERRORS as E, PARTNER_MESSAGES as M } from '@shop/commerce/partner/messages';
import { UPLOAD_MAX_BYTES } from '@shop/commerce/files';
import { PARTNER_LOGIN_WINDOW_MS, RESET_MAIL_WINDOW_MS } from '../domain/partner-constants.ts';
import { HttpError } from '../http/errors.ts';
import { acceptEmptyJsonBodies } from '../http/json-body.ts';
import { partnerOf } from '../http/partner-auth.ts';
import type { AppContext } from '../services/app-context.ts';
import { partnerContentRoutes } from './partner-content.ts';
import { valueOf } from './partner-outcome.ts';
import { partnerProfileRoutes } from './partner-profile.ts';
import { ErrorBody } from './schemas/common.ts';
import {
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

export const partnerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  acceptEmptyJsonBodies(app);
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 2, fields: 30, fieldSize: 8192, parts: 32 },
  });
  const accounts = ctx.partnerAccounts;

  app.post(
    '/CP/CPLogin',
    {
      schema: {
        tags,
        summary: 'Partner login by email and password; 429 after 5 failures of an email within 15 minutes',
        body: PartnerLoginBody,
        response: { 200: PartnerLoginAnswer, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const result = await accounts.login(request.body.email_id, request.body.u_Password, request.ip);
      if (result.ok) {
        const { token, expiresAt, partnerId, level } = result.session;
        return { token, expiresAt: expiresAt.toISOString(), cP_ID: partnerId, cP_LEVEL: level };
      }
      if (result.reason === 'locked') {
        reply.header('retry-after', retryAfter(PARTNER_LOGIN_WINDOW_MS));
        throw new HttpError(429, E.rateLimited.message);
      }
      throw new HttpError(401, E.unauthorized.message);
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
          'Mails a single-use link to set a new password (30 minutes) to a registered partner email; 5 per 15 minutes',
        body: ForgotPasswordBody,
        response: { 200: PartnerMessage, 400: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      if (!isEmail(email)) throw new HttpError(400, E.email.message, undefined, 'email');
      const outcome = await accounts.requestReset(email);
      if (!outcome.ok && outcome.status === 429) reply.header('retry-after', retryAfter(RESET_MAIL_WINDOW_MS));
      valueOf(outcome);
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
