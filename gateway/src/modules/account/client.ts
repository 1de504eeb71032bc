// The account domain's typed client: one method per REST endpoint of the contract. Expected
// statuses become typed results for the resolvers to turn into userErrors; anything else is a
// GraphQL error (UPSTREAM_ERROR, logged). A 401 to a bearer call is 'unauthorized'.
import { FormData } from 'undici';
import type { ZodType } from 'zod';
import type {
  GetApiSmsValidateOtpData,
  PostApiSmsSendsmsData,
  PostApiUserForgotPasswordData,
  PostApiUserLoginData,
  PostApiUserRegisterData,
  PostApiUserResetPasswordData,
} from '../../generated/upstream/types.gen.ts';
import type { RestCall, RestClient } from '../../rest/client.ts';
import { parsed, type StatusAnswer } from '../../rest/status-table.ts';
import type { CheckedImage } from '../../graphql/file-upload.ts';
import type { IssuedSession, Profile } from './models.ts';
import {
  loginSessionSchema,
  otpSessionSchema,
  profileSchema,
  profileUpdatedSchema,
  userExistsSchema,
} from './mapping.ts';

export type SignInResult =
  { kind: 'ok'; session: IssuedSession } | { kind: 'refused' } | { kind: 'rateLimited' } | { kind: 'unregistered' };
export type SendOtpResult = { kind: 'sent' } | { kind: 'invalid' } | { kind: 'rateLimited' };
export type RegisterResult = { kind: 'created' } | { kind: 'exists' } | { kind: 'rejected'; message: string | null };
export type ProfileUpdateResult =
  | { kind: 'ok'; message: string | null }
  | { kind: 'rejected'; message: string | null }
  | { kind: 'failed' }
  | { kind: 'unauthorized' };
export type ResetResult = { kind: 'ok' } | { kind: 'rejected'; message: string | null };

export interface ProfileUpdate {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  currentPassword: string | null;
  newPassword: string | null;
  image: CheckedImage | null;
}

/** A refusal with upstream's message (400, 409). */
const rejected = (answer: StatusAnswer) => ({ kind: 'rejected' as const, message: answer.message });

export class AccountClient {
  constructor(private readonly rest: RestClient) {}

  async login(emailOrPhone: string, password: string, deviceToken: string | null = null): Promise<SignInResult> {
    const body = {
      email_id: emailOrPhone,
      u_Password: password,
      ...(deviceToken ? { device_token: deviceToken } : {}),
    } satisfies PostApiUserLoginData['body'];
    return this.signIn({ method: 'POST', path: '/api/User/Login', json: body }, loginSessionSchema);
  }

  /** SMS/ValidateOTP; a right code for a number without an account is 'unregistered' (404). */
  async validateOtp(phone: string, otp: string, deviceToken: string | null = null): Promise<SignInResult> {
    const query = {
      OTP: otp,
      mobile: phone,
      ...(deviceToken ? { device_token: deviceToken } : {}),
    } satisfies GetApiSmsValidateOtpData['query'];
    return this.signIn({ method: 'GET', path: '/api/SMS/ValidateOTP', query }, otpSessionSchema);
  }

  async sendOtp(phone: string): Promise<SendOtpResult> {
    const body = { number: phone } satisfies PostApiSmsSendsmsData['body'];
    return this.rest.send<SendOtpResult>(
      { method: 'POST', path: '/api/SMS/Sendsms', json: body },
      { ok: () => ({ kind: 'sent' }), 400: () => ({ kind: 'invalid' }), 429: () => ({ kind: 'rateLimited' }) },
    );
  }

  async register(input: { name: string; emailOrPhone: string; password: string }): Promise<RegisterResult> {
    const body = {
      username: input.name,
      email: input.emailOrPhone,
      number: input.emailOrPhone,
      password: input.password,
    } satisfies PostApiUserRegisterData['body'];
    return this.rest.send<RegisterResult>(
      { method: 'POST', path: '/api/User/register', json: body },
      {
        ok: (answer) => (answer.parse(userExistsSchema) ? { kind: 'exists' } : { kind: 'created' }),
        400: rejected,
        409: rejected,
      },
    );
  }

  /** CommonData/userprofile; null when upstream refuses the token (401). */
  async profile(token: string): Promise<Profile | null> {
    return this.rest.send(
      { method: 'GET', path: '/api/CommonData/userprofile', token },
      { ok: parsed(profileSchema), 401: () => null },
    );
  }

  /** user/UpdateProfile, multipart (the image as the file field `Image`). */
  async updateProfile(token: string, update: ProfileUpdate): Promise<ProfileUpdateResult> {
    const form = new FormData();
    form.append('firstName', update.firstName);
    form.append('lastName', update.lastName);
    form.append('email', update.email);
    form.append('phone', update.phone);
    if (update.currentPassword !== null) form.append('oldPassword', update.currentPassword);
    if (update.newPassword !== null) form.append('newPassword', update.newPassword);
    if (update.image) {
      form.append(
        'Image',
        new Blob([new Uint8Array(update.image.bytes)], { type: update.image.type }),
        update.image.fileName,
      );
    }
    return this.rest.send<ProfileUpdateResult>(
      { method: 'POST', path: '/api/user/UpdateProfile', form, token },
      {
        ok: (answer) => ({ kind: 'ok', message: answer.parse(profileUpdatedSchema) }),
        401: () => ({ kind: 'unauthorized' }),
        400: rejected,
        409: rejected,
        unexpected: () => ({ kind: 'failed' }),
      },
    );
  }

  /** User/ForgotPassword: false when upstream refuses the address (400). */
  async forgotPassword(email: string): Promise<boolean> {
    const body = { email } satisfies PostApiUserForgotPasswordData['body'];
    return this.rest.send(
      { method: 'POST', path: '/api/User/ForgotPassword', json: body },
      { ok: () => true, 400: () => false },
    );
  }

  async resetPassword(resetToken: string, password: string): Promise<ResetResult> {
    const body = { token: resetToken, password } satisfies PostApiUserResetPasswordData['body'];
    return this.rest.send<ResetResult>(
      { method: 'POST', path: '/api/User/ResetPassword', json: body },
      { ok: () => ({ kind: 'ok' }), 400: rejected },
    );
  }

  /** User/Logout: revokes the token; a token upstream already refuses (401) is signed out too. */
  async logout(token: string): Promise<void> {
    await this.rest.send(
      { method: 'POST', path: '/api/User/Logout', token },
      { ok: () => undefined, 401: () => undefined },
    );
  }

  /** User/Login and SMS/ValidateOTP: the same statuses, each with its operation's answer. */
  private signIn(call: RestCall, sessionSchema: ZodType<IssuedSession>): Promise<SignInResult> {
    return this.rest.send<SignInResult>(call, {
      ok: (answer) => ({ kind: 'ok', session: answer.parse(sessionSchema) }),
      401: () => ({ kind: 'refused' }),
      // A contact or code upstream reads as malformed cannot sign in either.
      400: () => ({ kind: 'refused' }),
      429: () => ({ kind: 'rateLimited' }),
      404: () => ({ kind: 'unregistered' }),
    });
  }
}
