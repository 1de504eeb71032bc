// The channel partner contract (upstream/README.md, "Channel partner portal contract")
// as zod schemas, written apart from upstream's own schemas so a change of a field name or shape on
// either side fails these tests.
import { z } from 'zod';

const jwtShape = z.string().regex(/^[\w-]+\.[\w-]+\.[\w-]+$/);
const documentLink = z.string().regex(/^\/files\/cp\/[0-9a-f]{32}\.(jpg|png|pdf)\?expires=\d+&signature=[0-9a-f]{64}$/);
const level = z.union([z.literal(1), z.literal(2)]);

export const ShopperSession = z.object({ token: jwtShape, expiresAt: z.iso.datetime() }).strict();

export const CpDetails = z
  .object({
    id: z.number().int().positive(),
    v5: z.string().regex(/^V5[MG]\d{4,}$/),
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
    aadhaar: z
      .string()
      .regex(/^XXXX XXXX \d{4}$/)
      .nullable(),
    aadhaar_file: documentLink.nullable(),
    cP_STATUS: z.string(),
    cP_LEVEL: level,
    master_id: z.number().int().nullable(),
  })
  .strict();

export const CpDetailsAnswer = z
  .object({
    details: z.array(CpDetails),
    userId: z.number().int().nullable(),
    cP_ID: z.number().int(),
    cP_LEVEL: level,
  })
  .strict();

export const CpCard = z
  .object({
    cP_ID: z.number().int(),
    cP_NAME: z.string(),
    surname: z.string(),
    v5: z.string(),
    cP_LEVEL: level,
    referral_link: z.string(),
    qR_Code: z.string().startsWith('data:image/png;base64,'),
  })
  .strict();

export const CpPersonal = z
  .object({
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
    aadhar: z
      .string()
      .regex(/^XXXX XXXX \d{4}$/)
      .nullable(),
    aadhaarFile: documentLink.nullable(),
    policyAccepted: z.boolean(),
  })
  .strict();

export const CpBankDetails = z
  .object({
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
    crossed_Chequee: z.string(),
    crossed_Chequee_File: documentLink.nullable(),
    is_draft: z.boolean(),
  })
  .strict();

export const Message = z.object({ message: z.string() }).strict();
export const ChangePasswordAnswer = z
  .object({ message: z.string(), token: jwtShape, expiresAt: z.iso.datetime() })
  .strict();

export const Notifications = z.array(
  z.object({ id: z.number().int(), subject1: z.string(), c_date: z.iso.datetime(), mailContent: z.string() }).strict(),
);
export const Videos = z.array(
  z.object({ id: z.number().int(), title: z.string(), video_link: z.string().url() }).strict(),
);
export const Salutations = z.array(z.object({ id: z.number().int(), salutation: z.string() }).strict());
