// The account domain's typed client: one method per REST endpoint of the contract. Expected
// statuses become typed results for the resolvers to turn into userErrors; anything else is a
// GraphQL error (UPSTREAM_ERROR, logged). A 401 to a bearer call is 'unauthorized'.
import { FormData } from 'undici';
import type { CheckedImage } from './image.ts';
import type { IssuedSession, Profile } from './models.ts';
import { anyAnswerSchema, issuedSessionSchema, profileSchema, registerAnswerSchema } from './schemas.ts';
import { messageOf } from '../../rest/error-body.ts';
import type { UpstreamCall, UpstreamClient } from '../../rest/client.ts';

export type SignInResult = { kind: 'ok'; session: IssuedSession } | { kind: 'refused' } | { kind: 'rateLimited' };
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

const ok = (status: number) => status >= 200 && status < 300;

export class AccountClient {
  constructor(private readonly http: UpstreamClient) {}

  async login(emailOrPhone: string, password: string): Promise<SignInResult> {
    const call: UpstreamCall = {
      method: 'POST',
      path: '/api/User/Login',
      json: { email_id: emailOrPhone, u_Password: password },
    };
    return this.signIn(call);
  }

  async validateOtp(phone: string, otp: string): Promise<SignInResult> {
    return this.signIn({ method: 'GET', path: '/api/SMS/ValidateOTP', query: { OTP: otp, mobile: phone } });
  }

  async sendOtp(phone: string): Promise<SendOtpResult> {
    const call: UpstreamCall = { method: 'POST', path: '/api/SMS/Sendsms', json: { number: phone } };
    const answer = await this.http.send(call);
    if (ok(answer.status)) return { kind: 'sent' };
    if (answer.status === 400) return { kind: 'invalid' };
    if (answer.status === 429) return { kind: 'rateLimited' };
    throw this.http.unexpected(call, answer);
  }

  async register(input: { name: string; emailOrPhone: string; password: string }): Promise<RegisterResult> {
    const call: UpstreamCall = {
      method: 'POST',
      path: '/api/User/register',
      json: { username: input.name, email: input.emailOrPhone, number: input.emailOrPhone, password: input.password },
    };
    const answer = await this.http.send(call);
    if (ok(answer.status))
      return this.http.parse(call, answer, registerAnswerSchema) ? { kind: 'exists' } : { kind: 'created' };
    if (answer.status === 400 || answer.status === 409) return { kind: 'rejected', message: messageOf(answer.body) };
    throw this.http.unexpected(call, answer);
  }

  /** CommonData/userprofile; null when upstream refuses the token (401). */
  async profile(token: string): Promise<Profile | null> {
    const call: UpstreamCall = { method: 'GET', path: '/api/CommonData/userprofile', token };
    const answer = await this.http.send(call);
    if (answer.status === 401) return null;
    if (!ok(answer.status)) throw this.http.unexpected(call, answer);
    return this.http.parse(call, answer, profileSchema);
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
    const call: UpstreamCall = { method: 'POST', path: '/api/user/UpdateProfile', form, token };
    const answer = await this.http.send(call);
    if (ok(answer.status)) return { kind: 'ok', message: messageOf(answer.body) };
    if (answer.status === 401) return { kind: 'unauthorized' };
    if (answer.status === 400 || answer.status === 409) return { kind: 'rejected', message: messageOf(answer.body) };
    this.http.unexpected(call, answer);
    return { kind: 'failed' };
  }

  /** User/ForgotPassword: false when upstream refuses the address (400). */
  async forgotPassword(email: string): Promise<boolean> {
    const call: UpstreamCall = { method: 'POST', path: '/api/User/ForgotPassword', json: { email } };
    const answer = await this.http.send(call);
    if (ok(answer.status)) return true;
    if (answer.status === 400) return false;
    throw this.http.unexpected(call, answer);
  }

  async resetPassword(resetToken: string, password: string): Promise<ResetResult> {
    const call: UpstreamCall = {
      method: 'POST',
      path: '/api/User/ResetPassword',
      json: { token: resetToken, password },
    };
    const answer = await this.http.send(call);
    if (ok(answer.status)) return { kind: 'ok' };
    if (answer.status === 400) return { kind: 'rejected', message: messageOf(answer.body) };
    throw this.http.unexpected(call, answer);
  }

  /** User/Logout: revokes the token; a token upstream already refuses (401) is signed out too. */
  async logout(token: string): Promise<void> {
    const call: UpstreamCall = { method: 'POST', path: '/api/User/Logout', token };
    const answer = await this.http.send(call);
    if (ok(answer.status)) {
      this.http.parse(call, answer, anyAnswerSchema);
      return;
    }
    if (answer.status === 401) return;
    throw this.http.unexpected(call, answer);
  }

  private async signIn(call: UpstreamCall): Promise<SignInResult> {
    const answer = await this.http.send(call);
    if (ok(answer.status)) return { kind: 'ok', session: this.http.parse(call, answer, issuedSessionSchema) };
    // 400: a contact or code upstream reads as malformed cannot sign in either.
    if (answer.status === 401 || answer.status === 400) return { kind: 'refused' };
    if (answer.status === 429) return { kind: 'rateLimited' };
    throw this.http.unexpected(call, answer);
  }
}
