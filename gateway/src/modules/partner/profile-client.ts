// The partner domain's typed client for issue 6 (login, records, home card, bank details,
// notifications, videos, support, passwords): one method per REST endpoint of the contract.
// Expected statuses become typed results for the resolvers to turn into userErrors (with
// upstream's message); 401/403 to a partner call are the access errors (partner-calls.ts);
// anything else is a GraphQL error (UPSTREAM_ERROR, logged).
import { FormData } from 'undici';
import { appendFile } from '../../graphql/file-upload.ts';
import type {
  PartnerChangePassword,
  PartnerSupport,
  UpdatePartnerBankDetails,
  UpdatePartnerDetails,
} from './inputs.ts';
import type {
  PartnerBankDetails,
  PartnerCard,
  PartnerLogin,
  PartnerNotification,
  PartnerRecord,
  PartnerVideo,
  Salutation,
} from './models.ts';
import { messageOf } from '../../rest/error-body.ts';
import type { UpstreamCall } from '../../rest/client.ts';
import { isOk, type PartnerCalls } from './partner-calls.ts';
import {
  BANK_FIELD_NAMES,
  bankDetailsSchema,
  changedPasswordSchema,
  messageAnswerSchema,
  notificationListSchema,
  ownRecordSchema,
  partnerCardSchema,
  partnerDetailsSchema,
  partnerLoginSchema,
  salutationListSchema,
  shopperSessionSchema,
  videoListSchema,
} from './profile-schemas.ts';

export type PartnerLoginResult =
  { kind: 'ok'; login: PartnerLogin } | { kind: 'refused' } | { kind: 'rateLimited'; message: string | null };
/** A form upstream took (its message) or refused (400, its message and field issues). */
export type FormResult =
  | { kind: 'ok'; message: string }
  | { kind: 'rejected'; message: string | null; issues: FieldIssue[] }
  | { kind: 'failed' };
export type PublicResult =
  { kind: 'ok'; message: string } | { kind: 'rejected'; status: number; message: string | null };
export type ChangePasswordResult =
  { kind: 'ok'; message: string; token: string } | { kind: 'rejected'; message: string | null };

/** An upstream field issue: the multipart field name and its message. */
export interface FieldIssue {
  path: string;
  message: string;
}

function issuesOf(body: unknown): FieldIssue[] {
  if (typeof body !== 'object' || body === null || !Array.isArray((body as { issues?: unknown }).issues)) return [];
  return (body as { issues: unknown[] }).issues.flatMap((issue) => {
    const { path, message } = (issue ?? {}) as { path?: unknown; message?: unknown };
    // Upstream's paths are JSON pointers of the form field ('/paN_No').
    const name = typeof path === 'string' ? path.replace(/^\//, '') : null;
    return name !== null && typeof message === 'string' ? [{ path: name, message }] : [];
  });
}

export class PartnerClient {
  constructor(private readonly calls: PartnerCalls) {}

  private get http() {
    return this.calls.http;
  }

  async login(email: string, password: string): Promise<PartnerLoginResult> {
    const call: UpstreamCall = {
      method: 'POST',
      path: '/api/CP/CPLogin',
      json: { email_id: email, u_Password: password },
    };
    const answer = await this.http.send(call);
    if (isOk(answer.status)) return { kind: 'ok', login: this.http.parse(call, answer, partnerLoginSchema) };
    if (answer.status === 401 || answer.status === 400) return { kind: 'refused' };
    if (answer.status === 429) return { kind: 'rateLimited', message: messageOf(answer.body) };
    throw this.http.unexpected(call, answer);
  }

  /** CP/userloginbycp: a shopper session for the partner's own email; null when upstream gives none. */
  async shopperSession(token: string, email: string): Promise<string | null> {
    const call: UpstreamCall = { method: 'GET', path: '/api/CP/userloginbycp', query: { email }, token };
    const answer = await this.http.send(call);
    if (isOk(answer.status)) return this.http.parse(call, answer, shopperSessionSchema);
    this.http.unexpected(call, answer);
    return null;
  }

  /** CP/CPDetails: the caller's own record. */
  ownRecord(token: string): Promise<PartnerRecord> {
    return this.calls.readRequired({ method: 'POST', path: '/api/CP/CPDetails', token }, ownRecordSchema);
  }

  /** CP/details: the General partners under the caller, oldest first. */
  subPartners(token: string): Promise<PartnerRecord[]> {
    return this.calls.readRequired({ method: 'GET', path: '/api/CP/details', token }, partnerDetailsSchema);
  }

  /** CP/GetCPDetailsID: name, code, level, referral link and its QR code. */
  card(token: string): Promise<PartnerCard> {
    return this.calls.readRequired({ method: 'GET', path: '/api/CP/GetCPDetailsID', token }, partnerCardSchema);
  }

  bankDetails(token: string): Promise<PartnerBankDetails> {
    return this.calls.readRequired({ method: 'POST', path: '/api/CP/CPBankDetails', token }, bankDetailsSchema);
  }

  notifications(token: string, recent: boolean): Promise<PartnerNotification[]> {
    const path = recent ? '/api/CP/CP_NOTIFICATION_30' : '/api/CP/CP_NOTIFICATION';
    return this.calls.readRequired({ method: 'GET', path, token }, notificationListSchema);
  }

  async videos(): Promise<PartnerVideo[]> {
    return (await this.http.get('/api/CP/GetChannelVideos', {}, videoListSchema)) ?? [];
  }

  async salutations(): Promise<Salutation[]> {
    return (await this.http.get('/api/CommonData/sal_list', {}, salutationListSchema)) ?? [];
  }

  /** CP/UpdateCpDetails, multipart (the Aadhaar document as `aadhaarFile`). */
  async updateDetails(token: string, input: UpdatePartnerDetails): Promise<FormResult> {
    const form = new FormData();
    const fields: Record<string, string> = {
      cpName: input.name,
      cpSurname: input.surname,
      country_id: String(input.countryId),
      states_id: String(input.stateId),
      phoneNo: input.phone,
      cityName: input.city,
      cpAddress: input.address,
      pincode: input.pincode,
      aadhar: input.aadhaar,
      policy: String(input.acceptPolicy),
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (input.aadhaarFile) appendFile(form, 'aadhaarFile', input.aadhaarFile);
    return this.sendForm({ method: 'POST', path: '/api/CP/UpdateCpDetails', form, token });
  }

  /** CP/BandDetails, multipart with the contract's field names (the cheque as `crossed_Chequee_File`). */
  async updateBankDetails(token: string, input: UpdatePartnerBankDetails): Promise<FormResult> {
    const form = new FormData();
    for (const [upstream, name] of Object.entries(BANK_FIELD_NAMES)) form.append(upstream, input[name]);
    if (input.crossedChequeFile) appendFile(form, 'crossed_Chequee_File', input.crossedChequeFile);
    return this.sendForm({ method: 'POST', path: '/api/CP/BandDetails', form, token });
  }

  /** CP/CPSupport (public; a partner token files it under the partner). */
  async support(input: PartnerSupport, token: string | null): Promise<PublicResult> {
    const form = new FormData();
    const fields = { cpname: input.name, cpsurname: input.surname, emailid: input.email, message: input.message };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    // Public: upstream files it under the partner when the token is a live partner's, and ignores it otherwise.
    const call: UpstreamCall = { method: 'POST', path: '/api/CP/CPSupport', form, ...(token ? { token } : {}) };
    return this.publicResult(call, await this.http.send(call), [400, 429]);
  }

  async forgotPassword(email: string): Promise<PublicResult> {
    const call: UpstreamCall = { method: 'POST', path: '/api/CP/ForgotPasswordMail', json: { email } };
    return this.publicResult(call, await this.http.send(call), [400, 404, 429]);
  }

  async resetPassword(resetToken: string, password: string, confirmPassword: string): Promise<PublicResult> {
    const call: UpstreamCall = {
      method: 'POST',
      path: '/api/CP/ResetPassword',
      json: { token: resetToken, password, confirmPassword },
    };
    return this.publicResult(call, await this.http.send(call), [400, 404]);
  }

  async changePassword(token: string, input: PartnerChangePassword): Promise<ChangePasswordResult> {
    const call = {
      method: 'POST',
      path: '/api/CP/CpChangePassword',
      token,
      json: {
        oldpassword: input.oldPassword,
        newpassword: input.newPassword,
        newconfirmpassword: input.newConfirmPassword,
      },
    } as const;
    const answer = await this.calls.send(call);
    if (isOk(answer.status)) return { kind: 'ok', ...this.http.parse(call, answer, changedPasswordSchema) };
    if (answer.status === 400) return { kind: 'rejected', message: messageOf(answer.body) };
    throw this.http.unexpected(call, answer);
  }

  private async sendForm(call: UpstreamCall & { token: string }): Promise<FormResult> {
    const answer = await this.calls.send(call);
    if (isOk(answer.status)) return { kind: 'ok', message: this.http.parse(call, answer, messageAnswerSchema) };
    if (answer.status === 400 || answer.status === 413 || answer.status === 415) {
      return { kind: 'rejected', message: messageOf(answer.body), issues: issuesOf(answer.body) };
    }
    this.http.unexpected(call, answer);
    return { kind: 'failed' };
  }

  private publicResult(
    call: UpstreamCall,
    answer: { status: number; body: unknown; text: string },
    expected: number[],
  ): PublicResult {
    if (isOk(answer.status)) return { kind: 'ok', message: this.http.parse(call, answer, messageAnswerSchema) };
    if (expected.includes(answer.status))
      return { kind: 'rejected', status: answer.status, message: messageOf(answer.body) };
    throw this.http.unexpected(call, answer);
  }
}
