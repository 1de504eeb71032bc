// The partner's own REST shapes (upstream/README.md, "Channel partner portal contract"):
// login, partner records, the home card, bank details, notifications, videos, salutations. Parsed,
// renamed, sanitised (HTML) and checked (links) to the gateway's models in this one place: nothing
// else sees cP_NAME.
import { BANK_FIELDS, CHEQUE_FILE_FIELD, isBankDraft, type BankDetails } from '@shop/commerce/partner/bank-details';
import { formatPartnerDate, isoInstant } from '@shop/commerce/partner/dates';
import { levelOf } from '@shop/commerce/partner/levels';
import type { PartnerLevelCode } from '@shop/commerce/partner/limits';
import { z } from 'zod';
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

/** A whole number, or the same as digits (upstream answers numbers; older rows may be text). */
export const intish = z.union([
  z.number().int(),
  z
    .string()
    .trim()
    .regex(/^-?\d{1,15}$/)
    .transform(Number),
]);
/** A finite number, or the same as text (percents and amounts). */
export const numberish = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/)
      .transform(Number),
  ])
  .refine(Number.isFinite);
/** A string, '' when absent; trimmed. */
export const text = z
  .string()
  .nullish()
  .transform((value) => value?.trim() ?? '');
export const optionalId = intish
  .nullish()
  .transform((value) => (value === null || value === undefined || value <= 0 ? null : value));
/** cP_LEVEL: 1 Master, 2 General (a number, or the same as text). */
export const levelCode = z
  .union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')])
  .transform((value) => (Number(value) === 1 ? 1 : 2) as PartnerLevelCode);
export const level = levelCode.transform(levelOf);
/** A link the page may open: root-relative (signed /files/cp/... links) or http(s); else null. */
export const link = z
  .string()
  .nullish()
  .transform((value) => safeLink(value));

/** An instant: `at` as ISO 8601 and `date` as dd-MM-yyyy HH:mm:ss (India time). */
export const instant = z.string().transform((value, ctx) => {
  const at = isoInstant(value);
  const date = formatPartnerDate(value);
  if (at === null || date === null) {
    ctx.addIssue({ code: 'custom', message: 'not a date' });
    return z.NEVER;
  }
  return { at, date };
});

const QR_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

/** `{ message }` answers (success texts). */
export const messageAnswerSchema = z
  .object({ message: text })
  .loose()
  .transform((raw) => raw.message);

/** CP/CPLogin. */
export const partnerLoginSchema = z
  .object({
    token: z.string().min(1),
    expiresAt: z.string().nullish(),
    cP_ID: intish,
    cP_LEVEL: levelCode,
    device_token: z.string().min(1).nullish(),
  })
  .transform((raw): PartnerLogin => ({
    token: raw.token,
    expiresAt: raw.expiresAt ? isoInstant(raw.expiresAt) : null,
    partnerId: raw.cP_ID,
    level: raw.cP_LEVEL,
    deviceToken: raw.device_token ?? null,
  }));

/** CP/Captcha: a login captcha (the shop's extension). */
export const captchaSchema = z
  .object({ token: z.string().min(1), a: z.number().int(), b: z.number().int() })
  .transform((raw): PartnerCaptcha => ({ token: raw.token, a: raw.a, b: raw.b }));

/** CP/userloginbycp: a shopper session token. */
export const shopperSessionSchema = z
  .object({ token: z.string().min(1), expiresAt: z.string().nullish() })
  .transform((raw) => raw.token);

/** CP/CpChangePassword: the message and a new partner token. */
export const changedPasswordSchema = z
  .object({ message: text, token: z.string().min(1), expiresAt: z.string().nullish() })
  .transform((raw) => ({ message: raw.message, token: raw.token }));

export const cpDetailsSchema = z
  .object({
    id: intish,
    v5: text,
    cP_NAME: text,
    surname: text,
    country_id: optionalId,
    country_name: text,
    states_id: optionalId,
    states_name: text,
    email_ID: text,
    phonE_NO: text,
    cP_CITY: text,
    cpAddress: text,
    cP_PINCODE: text,
    refeR_NAME: text,
    refer_Email_ID: text,
    refer_Phone: text,
    aadhaar: text,
    aadhaar_file: link,
    cP_STATUS: text,
    cP_LEVEL: level,
    master_id: optionalId,
  })
  .transform((raw): PartnerRecord => ({
    id: raw.id,
    code: raw.v5,
    level: raw.cP_LEVEL,
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
    aadhaarMasked: raw.aadhaar === '' ? null : raw.aadhaar,
    aadhaarFileUrl: raw.aadhaar_file,
    status: raw.cP_STATUS,
    masterId: raw.master_id,
  }));

/** CP/CPDetails (the caller's own record) and CP/details (General partners under the caller). */
export const partnerDetailsSchema = z
  .object({ details: z.array(cpDetailsSchema), userId: intish.nullish(), cP_ID: intish, cP_LEVEL: level })
  .transform((raw) => raw.details);

/** CP/CPDetails: its one record (the caller's own). */
export const ownRecordSchema = partnerDetailsSchema
  .refine((records) => records.length > 0, 'no own record')
  .transform((records) => records[0] as PartnerRecord);

/** CP/GetCPDetailsID. */
export const partnerCardSchema = z
  .object({
    cP_ID: intish,
    cP_NAME: text,
    surname: text,
    v5: text,
    cP_LEVEL: level,
    referral_link: link,
    qR_Code: text,
  })
  .transform((raw): PartnerCard => ({
    id: raw.cP_ID,
    code: raw.v5,
    level: raw.cP_LEVEL,
    name: raw.cP_NAME,
    surname: raw.surname,
    referralLink: raw.referral_link ?? '',
    qrCode: QR_DATA_URL.test(raw.qR_Code) ? raw.qR_Code : '',
  }));

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
  if (typeof body !== 'object' || body === null || !Array.isArray((body as { issues?: unknown }).issues)) return [];
  return (body as { issues: unknown[] }).issues.flatMap((issue) => {
    const { path, message } = (issue ?? {}) as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || typeof message !== 'string') return [];
    const name = path.replace(/^\//, '');
    return [{ field: Object.hasOwn(formFields, name) ? (formFields[name] ?? null) : null, message }];
  });
}

/** CP/CPBankDetails: strings are '' when not given; is_draft when any field (or the cheque file) is blank. */
export const bankDetailsSchema = z
  .object({
    ...Object.fromEntries(BANK_FIELDS.map((field) => [field.name, text])),
    [CHEQUE_FILE_FIELD]: link,
    is_draft: z.boolean().nullish(),
  })
  .transform((raw): PartnerBankDetails => {
    const fields = raw as Record<string, unknown>;
    const details = Object.fromEntries(
      BANK_FIELDS.map((field) => [field.key, String(fields[field.name])]),
    ) as BankDetails;
    const chequeFile = raw[CHEQUE_FILE_FIELD] ?? null;
    return {
      ...details,
      crossedChequeFileUrl: chequeFile,
      isDraft: raw.is_draft ?? isBankDraft(details, chequeFile !== null),
    };
  });

/** CP/CP_NOTIFICATION and CP/CP_NOTIFICATION_30, newest first; bodies sanitised. */
export const notificationListSchema = z.array(
  z
    .object({ id: intish, subject1: text, c_date: instant, mailContent: text.transform(sanitizeHtmlFragment) })
    .transform((raw): PartnerNotification => ({
      id: raw.id,
      subject: raw.subject1,
      ...raw.c_date,
      html: raw.mailContent,
    })),
);

/** CP/GetChannelVideos: embeddable URLs; a video whose link is not https is left out. */
export const videoListSchema = z
  .array(z.object({ id: intish, title: text, video_link: text }))
  .transform((rows): PartnerVideo[] =>
    rows.flatMap((row) =>
      safeLink(row.video_link)?.startsWith('https://')
        ? [{ id: row.id, title: row.title, url: safeLink(row.video_link) as string }]
        : [],
    ),
  );

/** CommonData/sal_list. */
export const salutationListSchema = z.array(
  z.object({ id: intish, salutation: text }).transform((raw): Salutation => ({ id: raw.id, name: raw.salutation })),
);
