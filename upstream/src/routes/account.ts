// Account routes: password login, registration, one-time codes, password reset and sign-out.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkName, checkNewPassword } from '@shop/commerce/account/forms';
import { OTP_SEND_WINDOW_MS } from '@shop/commerce/account/limits';
import { ACCOUNT_ERRORS, type AccountErrorKey } from '@shop/commerce/account/messages';
import { isEmail, parseContact } from '@shop/commerce/contact';
import { registrationContacts } from '../domain/account-rules.ts';
import { acceptEmptyJsonBodies } from '../http/json-body.ts';
import { HttpError } from '../http/errors.ts';
import { shopperOf } from '../http/auth.ts';
import type { AppContext } from '../services/app-context.ts';
import type { SignedIn } from '../services/accounts.ts';
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
const tokenAnswer = ({ session, deviceToken }: SignedIn) => ({
  token: session.token,
  expires: session.expiresAt.toISOString(),
  device_token: deviceToken,
});
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
        summary:
          'Login by email or 10-digit phone and password; after 5 failures of an account a client without its device token waits (429, Retry-After)',
        body: LoginBody,
        response: { 200: TokenAnswer, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const { email_id, u_Password, device_token } = request.body;
      const result = await ctx.accounts.login(email_id, u_Password, device_token ?? null);
      if (result.ok) return tokenAnswer(result);
      if (result.reason === 'wait') {
        reply.header('retry-after', retryAfter(result.retryAfterMs));
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
        summary:
          'Creates an account and answers 0; when the email or phone has one, its owner is told and the answer is 0 too',
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
      // The same answer whether or not the contact has an account (no account enumeration).
      await ctx.accounts.register({ name: username, email: contacts.email, phone: contacts.phone, password });
      return 0 as const;
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
        summary:
          'Checks a one-time code and answers a session; a right code for a number without an account answers 404 (register first) and creates nothing',
        querystring: ValidateOtpQuery,
        response: { 200: TokenAnswer, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const contact = parseContact(request.query.mobile);
      const result = contact
        ? await ctx.accounts.loginByOtp(contact, request.query.OTP.trim(), request.query.device_token ?? null)
        : null;
      if (result?.ok) return tokenAnswer(result);
      if (result?.reason === 'unregistered') throw refusal(404, 'otpNotRegistered', 'mobile');
      throw refusal(401, 'otpFailed');
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
