// zod schemas of the partner arguments. The portal's rules and their refusals are
// @shop/commerce/partner (its form checks answer one problem per field, in the order of the form);
// each problem becomes a userError on its input field through validateInput. zod gives the
// arguments their shapes; documents are checked by content (graphql/file-upload.ts) beside the
// form, so a wrong field and a wrong file are told together. Ids that cannot name anything are
// BAD_USER_INPUT (parseInput).
import { isEmail } from '@shop/commerce/contact';
import { FILE_ERRORS } from '@shop/commerce/files';
import { checkBankDetails } from '@shop/commerce/partner/bank-details';
import type { FormCheck } from '@shop/commerce/partner/form-fields';
import { PARTNER_TEXT_LIMITS } from '@shop/commerce/partner/limits';
import { REFERRAL_CODE_PATTERN, REFERRAL_ERRORS } from '@shop/commerce/partner/payouts';
import { PARTNER_PAGE_MAX, PARTNER_PAGE_NUMBER_MAX, PARTNER_PAGE_SIZE } from '@shop/commerce/partner/paging';
import { PARTNER_ERRORS as E, type PartnerErrorKey } from '@shop/commerce/partner/messages';
import { checkJoin, checkNewPartner } from '@shop/commerce/partner/new-partner';
import {
  checkChangePassword,
  checkNewPassword,
  checkPartnerLoginEmail,
  checkPartnerLoginPassword,
} from '@shop/commerce/partner/passwords';
import { readPercent } from '@shop/commerce/partner/percent-input';
import { checkPersonalDetails } from '@shop/commerce/partner/personal-details';
import { checkCouponShare, checkNomination } from '@shop/commerce/partner/sharing-forms';
import { checkSupportForm } from '@shop/commerce/partner/support-form';
import { z } from 'zod';
import { checkBase64Upload, type CheckedFile } from '../../graphql/file-upload.ts';
import { checked, refuse } from '../../graphql/user-errors.ts';

/** Base names the gateway gives uploaded documents upstream (never the uploader's). */
const AADHAAR_FILE_NAME = 'aadhaar';
const CHEQUE_FILE_NAME = 'crossed-cheque';

type Ctx = z.RefinementCtx;

/** A form check's value; or null, its problems refused on their fields (the form's names are the input's). */
function refuseProblems<T, F extends string>(ctx: Ctx, check: FormCheck<T, F>): T | null {
  if (check.ok) return check.value;
  for (const problem of check.problems) refuse(ctx, E[problem.key], [problem.field]);
  return null;
}

const upload = z.object({ fileName: z.string(), contentType: z.string(), base64: z.string() }).nullish();

/** A document chosen with the form, checked by content: null when none was chosen, undefined once refused on `field`. */
function documentOf(
  ctx: Ctx,
  value: z.output<typeof upload>,
  baseName: string,
  field: string,
): CheckedFile | null | undefined {
  if (!value) return null;
  const check = checkBase64Upload(value.base64, 'document', baseName);
  if (check.ok) return check.file;
  refuse(ctx, FILE_ERRORS[check.key], [field]);
  return undefined;
}

const str = z.string();
/** A select box's id as the schema's ID sends it. */
const id = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => value ?? null);

const rule = (check: (value: string) => PartnerErrorKey | null, base: z.ZodType<string, string> = str.trim()) =>
  checked(check, E, base);
/** An email, lowercased. */
const email = rule((value) => (isEmail(value) ? null : 'email'), str.trim().toLowerCase());
/** The token of a mailed link, trimmed; a refusal on `token` when it cannot be one. */
function linkTokenOf(ctx: Ctx, raw: string): string | null {
  const token = raw.trim();
  if (token !== '' && token.length <= PARTNER_TEXT_LIMITS.token) return token;
  refuse(ctx, E.linkInvalid, ['token']);
  return null;
}

export const partnerLoginInput = z.object({
  email: rule(checkPartnerLoginEmail, str.trim().toLowerCase()),
  password: rule(checkPartnerLoginPassword, str),
  captchaToken: str.max(2000),
  captchaAnswer: str.max(20),
  /** The known-device token the client kept; anything not shaped like one counts as none. */
  deviceToken: z
    .string()
    .nullish()
    .transform((value) => (value && /^[\w-]{1,100}$/.test(value) ? value : null)),
});

export const partnerEmailInput = email;

export const partnerResetPasswordInput = z
  .object({ token: str, password: str, confirmPassword: str })
  .transform((value, ctx) => {
    const token = linkTokenOf(ctx, value.token);
    const problems = checkNewPassword(value.password, value.confirmPassword);
    for (const problem of problems) refuse(ctx, E[problem.key], [problem.field]);
    return token === null || problems.length > 0 ? z.NEVER : { ...value, token };
  });

export const partnerChangePasswordInput = z
  .object({ oldPassword: str, newPassword: str, newConfirmPassword: str })
  .transform((value, ctx) => {
    const problems = checkChangePassword({ ...value, confirmPassword: value.newConfirmPassword });
    for (const problem of problems)
      refuse(ctx, E[problem.key], [problem.field === 'confirmPassword' ? 'newConfirmPassword' : problem.field]);
    return problems.length === 0 ? value : z.NEVER;
  });
export type PartnerChangePassword = z.output<typeof partnerChangePasswordInput>;

export const updatePartnerDetailsInput = z
  .object({
    name: str,
    surname: str,
    countryId: id,
    stateId: id,
    phone: str,
    city: str,
    address: str,
    pincode: str,
    aadhaar: str.nullish(),
    aadhaarFile: upload,
    acceptPolicy: z.boolean(),
  })
  .transform((value, ctx) => {
    // Whether an Aadhaar number or document is on record is upstream's to know: here only the box.
    const onHand = { numberOnRecord: true, fileOnRecord: true, fileChosen: Boolean(value.aadhaarFile) };
    const details = refuseProblems(ctx, checkPersonalDetails({ ...value, aadhaar: value.aadhaar ?? null }, onHand));
    const aadhaarFile = documentOf(ctx, value.aadhaarFile, AADHAAR_FILE_NAME, 'aadhaarFile');
    if (details === null || aadhaarFile === undefined) return z.NEVER;
    // '' keeps the number on record.
    return { ...details, aadhaar: details.aadhaar ?? '', aadhaarFile, acceptPolicy: value.acceptPolicy };
  });
export type UpdatePartnerDetails = z.output<typeof updatePartnerDetailsInput>;

export const updatePartnerBankDetailsInput = z
  .object({
    bankName: str,
    accountNumber: str,
    accountType: str,
    city: str,
    address: str,
    branch: str,
    pan: str,
    swiftCode: str,
    rtgsIfscCode: str,
    neftIfscCode: str,
    micrCode: str,
    crossedChequeNumber: str,
    crossedChequeFile: upload,
  })
  .transform((value, ctx) => {
    const details = refuseProblems(ctx, checkBankDetails(value));
    const crossedChequeFile = documentOf(ctx, value.crossedChequeFile, CHEQUE_FILE_NAME, 'crossedChequeFile');
    if (details === null || crossedChequeFile === undefined) return z.NEVER;
    return { ...details, crossedChequeFile };
  });
export type UpdatePartnerBankDetails = z.output<typeof updatePartnerBankDetailsInput>;

export const partnerSupportInput = z
  .object({ name: str, surname: str, email: str, message: str })
  .transform((value, ctx) => refuseProblems(ctx, checkSupportForm(value)) ?? z.NEVER);
export type PartnerSupport = z.output<typeof partnerSupportInput>;

/** A percent box: at least 0, at most 100, held to 2 decimals. */
const percent = z.unknown().transform((value, ctx) => {
  const read = readPercent(value);
  if (read.ok) return read.value;
  refuse(ctx, E[read.key]);
  return z.NEVER;
});
export const incentiveTableInput = z.object({
  masterPercent: percent,
  generalPercent: percent,
  clientDiscount: percent,
});

export const nominationInput = z
  .object({
    name: str,
    email: str,
    masterPercent: z.unknown(),
    generalPercent: z.unknown(),
    clientDiscount: z.unknown(),
  })
  .transform((value, ctx) => refuseProblems(ctx, checkNomination(value)) ?? z.NEVER);
export type Nomination = z.output<typeof nominationInput>;

export const shareCouponInput = z
  .object({ recipient: str, message: str.nullish(), name: str })
  .transform(
    (value, ctx) => refuseProblems(ctx, checkCouponShare({ ...value, message: value.message ?? '' })) ?? z.NEVER,
  );
export type ShareCoupon = z.output<typeof shareCouponInput>;

export const addPartnerInput = z
  .object({
    salutationId: id,
    name: str,
    surname: str,
    email: str,
    pincode: str,
    countryId: id,
    stateId: id,
    city: str,
    phone: str,
    // The Master's name as its details show it; upstream takes it from the Master's own record.
    referName: str.trim(),
    referContact: str,
  })
  .transform((value, ctx) => {
    const partner = refuseProblems(ctx, checkNewPartner(value));
    return partner === null ? z.NEVER : { ...partner, referName: value.referName };
  });
export type AddPartner = z.output<typeof addPartnerInput>;

export const joinNominationInput = z
  .object({
    token: str,
    surname: str,
    phone: str,
    pincode: str,
    city: str,
    address: str,
    password: str,
    confirmPassword: str,
  })
  .transform((value, ctx) => {
    const token = linkTokenOf(ctx, value.token);
    const joined = refuseProblems(ctx, checkJoin(value));
    return token === null || joined === null ? z.NEVER : { token, ...joined };
  });
export type JoinNomination = z.output<typeof joinNominationInput>;

/** proposedIncentive(email): a malformed email is BAD_USER_INPUT. */
export const proposedEmailInput = email;

/** nominationInvite(token): anything that cannot be a token is null without a call. */
export const inviteTokenInput = str.trim().min(1).max(PARTNER_TEXT_LIMITS.token);

/** A page of a portal list: its number from 1 and its size (the schema's descriptions say the limits). */
export const partnerPageInput = z.object({
  page: z
    .number()
    .int('page is a whole number.')
    .min(1, 'page is at least 1.')
    .max(PARTNER_PAGE_NUMBER_MAX, `page is at most ${PARTNER_PAGE_NUMBER_MAX}.`)
    .nullish()
    .transform((page) => page ?? 1),
  size: z
    .number()
    .int('size is a whole number.')
    .min(1, 'size is at least 1.')
    .max(PARTNER_PAGE_MAX, `size is at most ${PARTNER_PAGE_MAX}.`)
    .nullish()
    .transform((size) => size ?? PARTNER_PAGE_SIZE),
});

/** recordReferral(code): a CP code as the link carries it (letters and digits, at most 20), checked before any call. */
export const referralCodeInput = z.string().trim().regex(REFERRAL_CODE_PATTERN, REFERRAL_ERRORS.unknownCode.message);
