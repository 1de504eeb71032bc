// Account routes: password login, registration, one-time codes, password reset and sign-out.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkName, checkNewPassword } from '@shop/commerce/account/forms';
import { LOGIN_LOCK_WINDOW_MS, OTP_SEND_WINDOW_MS } from '@shop/commerce/account/limits';
import { ACCOUNT_ERRORS, type AccountErrorKey } from '@shop/commerce/account/messages';
import { isEmail, parseContact } from '@shop/commerce/contact';
import { registrationContacts } from '../domain/account-rules.ts';
import { acceptEmptyJsonBodies } from '../http/json-body.ts';
import { HttpError } from '../http/errors.ts';
import { shopperOf } from '../http/auth.ts';
import type { AppContext } from '../services/app-context.ts';
import type { IssuedToken } from '../services/jwt.ts';
import {
  ForgotPasswordBody,
  LoginBody,
  OkAnswer,
  OtpSentAnswer,
  RegisterAnswer,
  RegisterBody,
  ResetPasswordBody,
  SendOtpBody,
  TokenAnswer,
  ValidateOtpQuery,
  bearerErrors,
} from './schemas/account.ts';
import { ErrorBody } from './schemas/common.ts';

const tags = ['account'];
const tokenAnswer = (session: IssuedToken) => ({ token: session.token, expires: session.expiresAt.toISOString() });
const retryAfter = (ms: number) => String(Math.ceil(ms / 1000));
const refusal = (status: number, key: AccountErrorKey, field?: string) =>
  new HttpError(status, ACCOUNT_ERRORS[key].message, ACCOUNT_ERRORS[key].code, field);

export const accountRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  acceptEmptyJsonBodies(app);

  app.post(
    '/User/Login',
    {
      schema: {
        tags,
        summary: 'Login by email or 10-digit phone and password; 429 after 5 failures of an account in 15 minutes',
        body: LoginBody,
        response: { 200: TokenAnswer, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const result = await ctx.accounts.login(request.body.email_id, request.body.u_Password);
      if (result.ok) return tokenAnswer(result.session);
      if (result.reason === 'locked') {
        reply.header('retry-after', retryAfter(LOGIN_LOCK_WINDOW_MS));
        throw refusal(429, 'loginLocked');
      }
      throw refusal(401, 'wrongCredentials');
    },
  );

  app.post(
    '/User/register',
    {
      schema: {
        tags,
        summary: 'Creates an account (0), or answers 1 when the email or phone has one',
        body: RegisterBody,
        response: { 200: RegisterAnswer, 400: ErrorBody },
      },
    },
    async (request) => {
      const { username, email, number, password } = request.body;
      const nameProblem = checkName(username);
      if (nameProblem) throw refusal(400, nameProblem, 'username');
      const contacts = registrationContacts([number, email]);
      if (!contacts) throw refusal(400, 'registerContact', 'number');
      const passwordProblem = checkNewPassword(password);
      if (passwordProblem) throw refusal(400, passwordProblem, 'password');
      const outcome = await ctx.accounts.register({
        name: username,
        email: contacts.email,
        phone: contacts.phone,
        password,
      });
      return outcome === 'exists' ? 1 : 0;
    },
  );

  app.post(
    '/User/Logout',
    {
      onRequest: ctx.auth,
      schema: {
        tags,
        summary: 'Revokes the bearer token until its expiry',
        response: { 200: OkAnswer, ...bearerErrors },
      },
    },
    async (request) => {
      await ctx.accounts.logout(shopperOf(request));
      return { ok: true as const };
    },
  );

  app.post(
    '/SMS/Sendsms',
    {
      schema: {
        tags,
        summary: 'Sends a 6-digit one-time code (valid 5 minutes) by SMS, or by mail to an email; 3 per 15 minutes',
        body: SendOtpBody,
        response: { 200: OtpSentAnswer, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const contact = parseContact(request.body.number);
      if (!contact) throw refusal(400, 'loginContact', 'number');
      if ((await ctx.otp.send(contact)) === 'rate-limited') {
        reply.header('retry-after', retryAfter(OTP_SEND_WINDOW_MS));
        throw refusal(429, 'otpTooMany');
      }
      return { status: 'sent' as const };
    },
  );

  app.get(
    '/SMS/ValidateOTP',
    {
      schema: {
        tags,
        summary: 'Checks a one-time code and answers a session; a number without an account gets one',
        querystring: ValidateOtpQuery,
        response: { 200: TokenAnswer, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => {
      const contact = parseContact(request.query.mobile);
      const session = contact ? await ctx.accounts.loginByOtp(contact, request.query.OTP.trim()) : null;
      if (!session) throw refusal(401, 'otpFailed');
      return tokenAnswer(session);
    },
  );

  app.post(
    '/User/ForgotPassword',
    {
      schema: {
        tags,
        summary: 'Mails a single-use reset link (30 minutes) when an account has this email; always ok',
        body: ForgotPasswordBody,
        response: { 200: OkAnswer, 400: ErrorBody },
      },
    },
    async (request) => {
      const email = request.body.email.trim().toLowerCase();
      if (!isEmail(email)) throw refusal(400, 'emailInvalid', 'email');
      await ctx.accounts.requestPasswordReset(email);
      return { ok: true as const };
    },
  );

  app.post(
    '/User/ResetPassword',
    {
      schema: {
        tags,
        summary: 'Sets a new password with the token of a reset link (single use)',
        body: ResetPasswordBody,
        response: { 200: OkAnswer, 400: ErrorBody },
      },
    },
    async (request) => {
      const passwordProblem = checkNewPassword(request.body.password);
      if (passwordProblem) throw refusal(400, passwordProblem, 'password');
      if (!(await ctx.accounts.resetPassword(request.body.token, request.body.password)))
        throw refusal(400, 'resetLinkInvalid', 'token');
      return { ok: true as const };
    },
  );
};
