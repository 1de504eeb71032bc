// zod schemas of the channel partner endpoints (upstream/README.md, "Channel partner
// portal contract"). Field names are the spec's, odd casing included.
import { PARTNER_TEXT_LIMITS as LIMITS } from '@shop/commerce/partner/limits';
import { z } from 'zod';
import { ErrorBody } from './common.ts';

const text = (max: number) => z.string().max(max);
const level = z.union([z.literal(1), z.literal(2)]).describe('1 Master, 2 General');
const isoDate = z.string().describe('ISO 8601');
const documentLink = z
  .string()
  .nullable()
  .describe('Signed link /files/cp/{name}?expires=&signature= (15 minutes); null when none');

export const PartnerLoginBody = z.object({
  email_id: text(LIMITS.email).describe("The partner's email (the CP code of the login screen)"),
  u_Password: text(LIMITS.password),
  device_token: text(100).optional().describe('Extension: the device_token of an earlier login of this client'),
  captcha_token: text(2000).optional().describe('Extension: the token of a GET /api/CP/Captcha question'),
  captcha_answer: text(20).optional().describe('Extension: the answer to that question (the sum)'),
});

export const CaptchaAnswer = z.object({
  token: z.string().describe('Signed, single use, valid 10 minutes; send back as captcha_token'),
  a: z.number().int(),
  b: z.number().int(),
  expiresAt: isoDate,
});

export const PartnerLoginAnswer = z.object({
  token: z.string().describe('Partner JWT HS256 (typ partner, lvl); send as Authorization: Bearer'),
  expiresAt: isoDate,
  cP_ID: z.number().int(),
  cP_LEVEL: level,
  device_token: z
    .string()
    .describe('Extension: the known-device token to send with later logins (spares the failed-login backoff)'),
});

export const ShopperSessionQuery = z.object({ email: text(LIMITS.email).describe("The caller's own email") });
export const ShopperSessionAnswer = z.object({
  token: z.string().describe('A shopper session token (as User/Login answers)'),
  expiresAt: isoDate,
});

export const CpDetails = z.object({
  id: z.number().int(),
  v5: z.string().describe('CP code'),
  cP_NAME: z.string(),
  surname: z.string(),
  country_id: z.number().int().nullable(),
  country_name: z.string(),
  states_id: z.number().int().nullable(),
  states_name: z.string(),
  email_ID: z.string(),
  phonE_NO: z.string(),
  cP_CITY: z.string(),
  cpAddress: z.string(),
  cP_PINCODE: z.string(),
  refeR_NAME: z.string(),
  refer_Email_ID: z.string(),
  refer_Phone: z.string(),
  aadhaar: z.string().nullable().describe("Masked XXXX XXXX 1234; null for none and for other partners' records"),
  aadhaar_file: documentLink,
  cP_STATUS: z.string(),
  cP_LEVEL: z.number().int(),
  master_id: z.number().int().nullable(),
});

export const CpDetailsAnswer = z.object({
  details: z.array(CpDetails),
  userId: z.number().int().nullable().describe('The linked shopper account, or null'),
  cP_ID: z.number().int(),
  cP_LEVEL: z.number().int(),
});

export const CpCard = z.object({
  cP_ID: z.number().int(),
  cP_NAME: z.string(),
  surname: z.string(),
  v5: z.string(),
  cP_LEVEL: z.number().int(),
  referral_link: z.string().describe('${PUBLIC_URL}/?ref={v5}'),
  qR_Code: z.string().describe('PNG data URL of a QR code of referral_link'),
});

export const CpPersonal = z.object({
  cpName: z.string(),
  cpSurname: z.string(),
  country_id: z.number().int().nullable(),
  countryname: z.string(),
  states_id: z.number().int().nullable(),
  statename: z.string(),
  phoneNo: z.string(),
  cityName: z.string(),
  cpAddress: z.string(),
  pincode: z.string(),
  aadhar: z.string().nullable().describe('Masked XXXX XXXX 1234, or null'),
  aadhaarFile: documentLink,
  policyAccepted: z.boolean(),
});

export const CpBankDetails = z.object({
  bank_Name: z.string(),
  bank_Account_No: z.string(),
  bank_Account_Type: z.string(),
  bank_City: z.string(),
  bank_Address: z.string(),
  bank_Branch: z.string(),
  paN_No: z.string(),
  swifT_Code: z.string(),
  rtgS_IFCS_Code: z.string(),
  nefT_IFCS_Code: z.string(),
  micR_Code: z.string(),
  crossed_Chequee: z.string().describe('Crossed cheque number'),
  crossed_Chequee_File: documentLink,
  is_draft: z.boolean().describe('Any field blank or no cheque file'),
});

export const PartnerMessage = z.object({ message: z.string() });

export const ForgotPasswordBody = z.object({ email: text(LIMITS.email) });
export const ResetPasswordBody = z.object({
  token: text(LIMITS.token),
  password: text(LIMITS.password),
  confirmPassword: text(LIMITS.password),
});
export const ChangePasswordBody = z.object({
  oldpassword: text(LIMITS.password),
  newpassword: text(LIMITS.password),
  newconfirmpassword: text(LIMITS.password),
});
export const ChangePasswordAnswer = z.object({
  message: z.string(),
  token: z.string().describe('A new partner token; older ones stop working'),
  expiresAt: isoDate,
});

export const Notification = z.object({
  id: z.number().int(),
  subject1: z.string(),
  c_date: isoDate,
  mailContent: z.string().describe('HTML'),
});
export const Video = z.object({
  id: z.number().int(),
  title: z.string(),
  video_link: z.string().describe('Embeddable URL'),
});
export const Salutation = z.object({ id: z.number().int(), salutation: z.string() });

export const DocumentParams = z.object({
  name: z.string().regex(/^[0-9a-f]{32}\.(jpg|png|pdf)$/, 'Expected a stored document name'),
});
export const DocumentQuery = z.object({
  expires: z
    .string()
    .regex(/^\d{1,12}$/, 'Expected unix seconds')
    .transform(Number),
  signature: z.string().max(128),
});

/** Error answers of a partner (bearer) endpoint. */
export const partnerErrors = { 401: ErrorBody } as const;
/** Error answers of a multipart form of a partner. */
export const partnerFormErrors = { 400: ErrorBody, 401: ErrorBody, 415: ErrorBody } as const;
