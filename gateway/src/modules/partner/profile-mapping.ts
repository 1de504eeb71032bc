// The partner's own answers from upstream (login, partner records, the home card, bank details,
// notifications, videos, salutations): each parsed by the zod schema generated from upstream's
// OpenAPI document (generated/upstream/zod.gen.ts) and renamed here to the gateway's models, with
// HTML sanitised and links checked. Nothing outside the partner clients sees cP_NAME.
import { CHEQUE_FILE_FIELD, BANK_FIELDS } from '@shop/commerce/partner/bank-details';
import { formatPartnerDate, isoInstant } from '@shop/commerce/partner/dates';
import { levelOf } from '@shop/commerce/partner/levels';
import type { z } from 'zod';
import type {
  CaptchaAnswer,
  CpBankDetails,
  CpCard,
  CpDetails,
  Notification,
  PartnerLoginAnswer,
  Salutation as SalutationWire,
  Video,
} from '../../generated/upstream/types.gen.ts';
import {
  zErrorBody,
  zGetApiCommonDataSalListResponse,
  zGetApiCpCaptchaResponse,
  zGetApiCpCpNotification30Response,
  zGetApiCpCpNotificationResponse,
  zGetApiCpDetailsResponse,
  zGetApiCpGetChannelVideosResponse,
  zGetApiCpGetCpDetailsIdResponse,
  zGetApiCpUserloginbycpResponse,
  zPostApiCpBandDetailsResponse,
  zPostApiCpCpBankDetailsResponse,
  zPostApiCpCpChangePasswordResponse,
  zPostApiCpCpDetailsResponse,
  zPostApiCpCpLoginResponse,
  zPostApiCpCpSupportResponse,
  zPostApiCpForgotPasswordMailResponse,
  zPostApiCpResetPasswordResponse,
  zPostApiCpUpdateCpDetailsResponse,
} from '../../generated/upstream/zod.gen.ts';
import { safeLink, sanitizeHtmlFragment } from '../../rest/safe-html.ts';
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

/** An instant as the portal shows it: `at` (ISO 8601) and `date` (dd-MM-yyyy HH:mm:ss, India time). */
export interface Instant {
  at: string;
  date: string;
}

const NOT_A_DATE = 'not a date';

/**
 * `schema` whose answers carry instants only where `datesOf` looks: an answer with a date that is
 * no date breaks the contract (UPSTREAM_ERROR), as any other wrong field does.
 */
export function withInstants<S extends z.ZodType>(schema: S, datesOf: (answer: z.output<S>) => readonly string[]) {
  return schema.refine((answer) => datesOf(answer).every((value) => isoInstant(value) !== null), NOT_A_DATE);
}

/** An instant of an answer that withInstants checked. */
export function instantOf(value: string): Instant {
  const at = isoInstant(value);
  const date = formatPartnerDate(value);
  if (at === null || date === null) throw new TypeError(`${NOT_A_DATE}: ${value}`);
  return { at, date };
}

const QR_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

const toCaptcha = (raw: CaptchaAnswer): PartnerCaptcha => ({ token: raw.token, a: raw.a, b: raw.b });

const toLogin = (raw: PartnerLoginAnswer): PartnerLogin => ({
  token: raw.token,
  expiresAt: isoInstant(raw.expiresAt),
  partnerId: raw.cP_ID,
  level: raw.cP_LEVEL,
  deviceToken: raw.device_token,
});

export const toPartnerRecord = (raw: CpDetails): PartnerRecord => ({
  id: raw.id,
  code: raw.v5,
  level: levelOf(raw.cP_LEVEL),
  name: raw.cP_NAME,
  surname: raw.surname,
  email: raw.email_ID,
  phone: raw.phonE_NO,
  countryId: raw.country_id,
  country: raw.country_name,
  stateId: raw.states_id,
  state: raw.states_name,
  city: raw.cP_CITY,
  address: raw.cpAddress,
  pincode: raw.cP_PINCODE,
  referName: raw.refeR_NAME,
  referEmail: raw.refer_Email_ID,
  referPhone: raw.refer_Phone,
  aadhaarMasked: raw.aadhaar,
  aadhaarFileUrl: safeLink(raw.aadhaar_file),
  status: raw.cP_STATUS,
  masterId: raw.master_id,
});

const toCard = (raw: CpCard): PartnerCard => ({
  id: raw.cP_ID,
  code: raw.v5,
  level: levelOf(raw.cP_LEVEL),
  name: raw.cP_NAME,
  surname: raw.surname,
  referralLink: safeLink(raw.referral_link) ?? '',
  qrCode: QR_DATA_URL.test(raw.qR_Code) ? raw.qR_Code : '',
});

const toBankDetails = (raw: CpBankDetails): PartnerBankDetails => ({
  bankName: raw.bank_Name,
  accountNumber: raw.bank_Account_No,
  accountType: raw.bank_Account_Type,
  city: raw.bank_City,
  address: raw.bank_Address,
  branch: raw.bank_Branch,
  pan: raw.paN_No,
  swiftCode: raw.swifT_Code,
  rtgsIfscCode: raw.rtgS_IFCS_Code,
  neftIfscCode: raw.nefT_IFCS_Code,
  micrCode: raw.micR_Code,
  crossedChequeNumber: raw.crossed_Chequee,
  crossedChequeFileUrl: safeLink(raw.crossed_Chequee_File),
  isDraft: raw.is_draft,
});

export const toNotification = (raw: Notification): PartnerNotification => ({
  id: raw.id,
  subject: raw.subject1,
  ...instantOf(raw.c_date),
  html: sanitizeHtmlFragment(raw.mailContent),
});

/** An embeddable video; null when its link is not https (the page frames it). */
function toVideo(raw: Video): PartnerVideo | null {
  const url = safeLink(raw.video_link);
  return url?.startsWith('https://') ? { id: raw.id, title: raw.title, url } : null;
}

const toSalutation = (raw: SalutationWire): Salutation => ({ id: raw.id, name: raw.salutation });

/** The success text of a `{ message }` answer. */
export const messageOf = (schema: z.ZodType<{ message: string }>) => schema.transform((raw) => raw.message);

export const supportAnswerSchema = messageOf(zPostApiCpCpSupportResponse);
export const forgotPasswordAnswerSchema = messageOf(zPostApiCpForgotPasswordMailResponse);
export const resetPasswordAnswerSchema = messageOf(zPostApiCpResetPasswordResponse);
export const detailsUpdatedSchema = messageOf(zPostApiCpUpdateCpDetailsResponse);
export const bankDetailsUpdatedSchema = messageOf(zPostApiCpBandDetailsResponse);

/** CP/Captcha: a login captcha (the shop's extension). */
export const captchaSchema = zGetApiCpCaptchaResponse.transform(toCaptcha);

/** CP/CPLogin. */
export const partnerLoginSchema = zPostApiCpCpLoginResponse.transform(toLogin);

/** CP/userloginbycp: a shopper session token. */
export const shopperSessionSchema = zGetApiCpUserloginbycpResponse.transform((raw) => raw.token);

/** CP/CpChangePassword: the message and a new partner token. */
export const changedPasswordSchema = zPostApiCpCpChangePasswordResponse.transform((raw) => ({
  message: raw.message,
  token: raw.token,
}));

/** CP/details: the General partners under the caller. */
export const partnerDetailsSchema = zGetApiCpDetailsResponse.transform((raw) => raw.details.map(toPartnerRecord));

/** CP/CPDetails: its one record (the caller's own). */
export const ownRecordSchema = zPostApiCpCpDetailsResponse
  .refine((raw) => raw.details.length > 0, 'no own record')
  .transform((raw) => toPartnerRecord(raw.details[0] as CpDetails));

/** CP/GetCPDetailsID: a PNG data URL QR code only, and a safe referral link ('' when not). */
export const partnerCardSchema = zGetApiCpGetCpDetailsIdResponse.transform(toCard);

/** CP/CPBankDetails: strings are '' when not given; is_draft when any field (or the cheque file) is blank. */
export const bankDetailsSchema = zPostApiCpCpBankDetailsResponse.transform(toBankDetails);

/** CP/CP_NOTIFICATION, newest first; bodies sanitised. */
export const notificationListSchema = withInstants(zGetApiCpCpNotificationResponse, (list) =>
  list.map((row) => row.c_date),
).transform((list) => list.map(toNotification));

/** CP/CP_NOTIFICATION_30: the last 30 days' notifications, as CP/CP_NOTIFICATION. */
export const recentNotificationListSchema = withInstants(zGetApiCpCpNotification30Response, (list) =>
  list.map((row) => row.c_date),
).transform((list) => list.map(toNotification));

/** CP/GetChannelVideos: embeddable URLs; a video whose link is not https is left out. */
export const videoListSchema = zGetApiCpGetChannelVideosResponse.transform((list) =>
  list.flatMap((row) => toVideo(row) ?? []),
);

/** CommonData/sal_list. */
export const salutationListSchema = zGetApiCommonDataSalListResponse.transform((list) => list.map(toSalutation));

/** The fields of the CP/BandDetails form, upstream name -> input field (the cheque file included). */
export const BANK_FORM_FIELDS: Readonly<Record<string, string>> = Object.fromEntries([
  ...BANK_FIELDS.map((field) => [field.name, field.key]),
  [CHEQUE_FILE_FIELD, 'crossedChequeFile'],
]);

/** A field issue of a refused form: the input field it is about (null when unknown) and its message. */
export interface FieldIssue {
  field: string | null;
  message: string;
}

/** A refusal's `issues` (JSON pointers of the form fields, '/paN_No') as issues of the input's fields. */
export function formIssuesOf(body: unknown, formFields: Readonly<Record<string, string>>): FieldIssue[] {
  const refusal = zErrorBody.safeParse(body);
  if (!refusal.success) return [];
  return (refusal.data.issues ?? []).map((issue) => {
    const name = issue.path.replace(/^\//, '');
    return { field: Object.hasOwn(formFields, name) ? (formFields[name] ?? null) : null, message: issue.message };
  });
}
