// The partner's own typed client (login, records, home card, bank details, notifications, videos,
// support, passwords): one method per REST endpoint of the contract. Expected statuses become
// typed results for the resolvers to turn into userErrors (with upstream's message); 401/403 to a
// partner call are the access errors (partner-calls.ts); anything else is a GraphQL error
// (UPSTREAM_ERROR, logged).
import { BANK_FIELDS, CHEQUE_FILE_FIELD } from '@shop/commerce/partner/bank-details';
import { FormData } from 'undici';
import { appendFile } from '../../graphql/file-upload.ts';
import type { ZodType } from 'zod';
import type {
  GetApiCpUserloginbycpData,
  PostApiCpCpChangePasswordData,
  PostApiCpCpLoginData,
  PostApiCpForgotPasswordMailData,
  PostApiCpResetPasswordData,
} from '../../generated/upstream/types.gen.ts';
import { parsed, type StatusAnswer } from '../../rest/status-table.ts';
import type {
  PartnerChangePassword,
  PartnerSupport,
  UpdatePartnerBankDetails,
  UpdatePartnerDetails,
} from './inputs.ts';
import type {
  PartnerBankDetails,
  PartnerCaptcha,
  PartnerCard,
  PartnerLogin,
  PartnerNotification,
  PartnerRecord,
  PartnerVideo,
  Salutation,
} from './models.ts';
import type { PartnerCall, PartnerCalls } from './partner-calls.ts';
import {
  BANK_FORM_FIELDS,
  formIssuesOf,
  type FieldIssue,
  bankDetailsSchema,
  bankDetailsUpdatedSchema,
  captchaSchema,
  changedPasswordSchema,
  detailsUpdatedSchema,
  forgotPasswordAnswerSchema,
  notificationListSchema,
  ownRecordSchema,
  partnerCardSchema,
  partnerDetailsSchema,
  partnerLoginSchema,
  recentNotificationListSchema,
  resetPasswordAnswerSchema,
  salutationListSchema,
  shopperSessionSchema,
  supportAnswerSchema,
  videoListSchema,
} from './profile-mapping.ts';

export type PartnerLoginResult =
  | { kind: 'ok'; login: PartnerLogin }
  | { kind: 'refused' }
  | { kind: 'captchaWrong'; message: string | null }
  | { kind: 'rateLimited'; message: string | null };
/** The answer to a login captcha question. */
export interface CaptchaAnswer {
  token: string;
  answer: string;
}
/** A form upstream took (its message) or refused (its message and field issues). */
export type FormResult =
  | { kind: 'ok'; message: string }
  | { kind: 'rejected'; message: string | null; issues: FieldIssue[] }
  | { kind: 'failed' };
/** A public request upstream took or refused: a malformed request, an unknown email or link, too many requests. */
export type PublicResult =
  { kind: 'ok'; message: string } | { kind: 'rejected' | 'notFound' | 'rateLimited'; message: string | null };
export type ChangePasswordResult =
  { kind: 'ok'; message: string; token: string } | { kind: 'rejected'; message: string | null };

const publicOk = (schema: ZodType<string>) => (answer: StatusAnswer) => ({
  kind: 'ok' as const,
  message: answer.parse(schema),
});
const publicRefusal =
  (kind: 'rejected' | 'notFound' | 'rateLimited') =>
  (answer: StatusAnswer): PublicResult => ({ kind, message: answer.message });

export class PartnerClient {
  constructor(private readonly calls: PartnerCalls) {}

  private get rest() {
    return this.calls.rest;
  }

  /** CP/Captcha: a new login captcha question. */
  async captcha(): Promise<PartnerCaptcha> {
    return this.rest.send<PartnerCaptcha>({ method: 'GET', path: '/api/CP/Captcha' }, { ok: parsed(captchaSchema) });
  }

  async login(
    email: string,
    password: string,
    captcha: CaptchaAnswer,
    deviceToken: string | null = null,
  ): Promise<PartnerLoginResult> {
    const json = {
      email_id: email,
      u_Password: password,
      captcha_token: captcha.token,
      captcha_answer: captcha.answer,
      ...(deviceToken ? { device_token: deviceToken } : {}),
    } satisfies PostApiCpCpLoginData['body'];
    return this.rest.send<PartnerLoginResult>(
      { method: 'POST', path: '/api/CP/CPLogin', json },
      {
        ok: (answer) => ({ kind: 'ok', login: answer.parse(partnerLoginSchema) }),
        401: () => ({ kind: 'refused' }),
        400: (answer) =>
          answer.code === 'CAPTCHA_WRONG' ? { kind: 'captchaWrong', message: answer.message } : { kind: 'refused' },
        429: (answer) => ({ kind: 'rateLimited', message: answer.message }),
      },
    );
  }

  /** CP/Logout: ends the partner session on the server; a token upstream already refuses (401) is signed out too. */
  async logout(token: string): Promise<void> {
    await this.rest.send<void>(
      { method: 'POST', path: '/api/CP/Logout', token },
      { ok: () => undefined, 401: () => undefined },
    );
  }

  /** CP/userloginbycp: a shopper session for the partner's own email; null when upstream gives none. */
  async shopperSession(token: string, email: string): Promise<string | null> {
    return this.rest.send<string | null>(
      {
        method: 'GET',
        path: '/api/CP/userloginbycp',
        query: { email } satisfies GetApiCpUserloginbycpData['query'],
        token,
      },
      { ok: parsed(shopperSessionSchema), unexpected: () => null },
    );
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
    return recent
      ? this.calls.readRequired(
          { method: 'GET', path: '/api/CP/CP_NOTIFICATION_30', token },
          recentNotificationListSchema,
        )
      : this.calls.readRequired({ method: 'GET', path: '/api/CP/CP_NOTIFICATION', token }, notificationListSchema);
  }

  async videos(): Promise<PartnerVideo[]> {
    return (await this.rest.get('/api/CP/GetChannelVideos', {}, videoListSchema)) ?? [];
  }

  async salutations(): Promise<Salutation[]> {
    return (await this.rest.get('/api/CommonData/sal_list', {}, salutationListSchema)) ?? [];
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
    // The details form's refusals are shown by their message, not field by field.
    return this.sendForm({ method: 'POST', path: '/api/CP/UpdateCpDetails', form, token }, detailsUpdatedSchema, {});
  }

  /** CP/BandDetails, multipart with the contract's field names (the cheque as `crossed_Chequee_File`). */
  async updateBankDetails(token: string, input: UpdatePartnerBankDetails): Promise<FormResult> {
    const form = new FormData();
    for (const field of BANK_FIELDS) form.append(field.name, input[field.key]);
    if (input.crossedChequeFile) appendFile(form, CHEQUE_FILE_FIELD, input.crossedChequeFile);
    return this.sendForm(
      { method: 'POST', path: '/api/CP/BandDetails', form, token },
      bankDetailsUpdatedSchema,
      BANK_FORM_FIELDS,
    );
  }

  /** CP/CPSupport (public; a partner token files it under the partner). */
  async support(input: PartnerSupport, token: string | null): Promise<PublicResult> {
    const form = new FormData();
    const fields = { cpname: input.name, cpsurname: input.surname, emailid: input.email, message: input.message };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    // Public: upstream files it under the partner when the token is a live partner's, and ignores it otherwise.
    return this.rest.send(
      { method: 'POST', path: '/api/CP/CPSupport', form, ...(token ? { token } : {}) },
      { ok: publicOk(supportAnswerSchema), 400: publicRefusal('rejected'), 429: publicRefusal('rateLimited') },
    );
  }

  async forgotPassword(email: string): Promise<PublicResult> {
    return this.rest.send(
      {
        method: 'POST',
        path: '/api/CP/ForgotPasswordMail',
        json: { email } satisfies PostApiCpForgotPasswordMailData['body'],
      },
      {
        ok: publicOk(forgotPasswordAnswerSchema),
        400: publicRefusal('rejected'),
        404: publicRefusal('notFound'),
        429: publicRefusal('rateLimited'),
      },
    );
  }

  async resetPassword(resetToken: string, password: string, confirmPassword: string): Promise<PublicResult> {
    const json = { token: resetToken, password, confirmPassword } satisfies PostApiCpResetPasswordData['body'];
    return this.rest.send(
      { method: 'POST', path: '/api/CP/ResetPassword', json },
      { ok: publicOk(resetPasswordAnswerSchema), 400: publicRefusal('rejected'), 404: publicRefusal('notFound') },
    );
  }

  async changePassword(token: string, input: PartnerChangePassword): Promise<ChangePasswordResult> {
    const json = {
      oldpassword: input.oldPassword,
      newpassword: input.newPassword,
      newconfirmpassword: input.newConfirmPassword,
    } satisfies PostApiCpCpChangePasswordData['body'];
    return this.calls.send<ChangePasswordResult>(
      { method: 'POST', path: '/api/CP/CpChangePassword', token, json },
      {
        ok: (answer) => ({ kind: 'ok', ...answer.parse(changedPasswordSchema) }),
        400: (answer) => ({ kind: 'rejected', message: answer.message }),
      },
    );
  }

  /** 2xx: upstream's message (okSchema); 400, 413 and 415: refused, with the issues on the input's fields; else failed (logged). */
  private sendForm(
    call: PartnerCall,
    okSchema: ZodType<string>,
    formFields: Readonly<Record<string, string>>,
  ): Promise<FormResult> {
    const rejected = (answer: StatusAnswer): FormResult => ({
      kind: 'rejected',
      message: answer.message,
      issues: formIssuesOf(answer.body, formFields),
    });
    return this.calls.send<FormResult>(call, {
      ok: (answer) => ({ kind: 'ok', message: answer.parse(okSchema) }),
      400: rejected,
      413: rejected,
      415: rejected,
      unexpected: () => ({ kind: 'failed' }),
    });
  }
}
