// zod schemas of the partner arguments: expected mistakes become userErrors (the argument's path as
// field) through validateInput, with the spec's messages where it has them (constants.ts); files
// are checked by content. Ids that cannot name anything are BAD_USER_INPUT (parseInput).
import { z } from 'zod';
import { fileUploadInput } from '../../graphql/file-upload.ts';
import type { UserErrorKind } from '../../graphql/user-errors.ts';
import { isEmail } from '../account/rules.ts';
import {
  AADHAAR_FILE_NAME,
  AADHAAR_PATTERN,
  BANK_FIELDS,
  CHEQUE_FILE_NAME,
  MASKED_AADHAAR_PATTERN,
  INDIA_COUNTRY_ID,
  MAX_PERCENT,
  PARTNER_ERRORS as E,
  PARTNER_ERROR_KINDS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
  PINCODE_PATTERN,
  TEXT_LIMITS,
  requiredError,
  tooLongMessage,
  TOO_LONG_CODE,
} from './constants.ts';
import { recipientKind, withinNominationCap } from './rules.ts';

const fieldKinds: UserErrorKind[] = [];

/** A required text: '{Label} is required.' when blank (upstream's wording). */
function required(label: string, max: number) {
  return z.string().trim().min(1, requiredMessage(label)).max(max, tooLong(label, max));
}

/** The message of a blank field, registered with its code. */
function requiredMessage(label: string): string {
  const kind = requiredError(label);
  fieldKinds.push(kind);
  return kind.message;
}

/** '{Label} must be at most {max} characters.', registered with its code. */
function tooLong(label: string, max: number): string {
  const message = tooLongMessage(label, max);
  fieldKinds.push({ code: TOO_LONG_CODE, message });
  return message;
}

const optionalText = (label: string, max: number) => z.string().trim().max(max, tooLong(label, max));
const email = (message: string) =>
  z.string().trim().toLowerCase().max(TEXT_LIMITS.email, message).refine(isEmail, message);
const phone = z.string().trim().regex(PHONE_PATTERN, E.phone.message);
const pincode = z.string().trim().regex(PINCODE_PATTERN, E.pincode.message);
/** An id the form must choose: a positive whole number, else `message`. */
const chosenId = (message: string) =>
  z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value, ctx) => {
      const id = Number(typeof value === 'string' ? value.trim() : value);
      if (value === null || value === undefined || value === '' || !Number.isInteger(id) || id <= 0 || id > 2 ** 31) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return id;
    });
/** The token of a mailed link. */
const linkToken = z.string().trim().min(1, E.linkInvalid.message).max(TEXT_LIMITS.token, E.linkInvalid.message);
/** A password as typed (never trimmed): upstream's length rule. */
const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, E.passwordLength.message)
  .max(PASSWORD_MAX_LENGTH, E.passwordLength.message);
const percent = z
  .number({ message: E.percent.message })
  .refine((n) => Number.isFinite(n) && n >= 0, E.percent.message)
  .refine((n) => n <= MAX_PERCENT, E.percentTooHigh.message);
const FILE_PROBLEMS = {
  unreadable: E.fileUnreadable.message,
  'too-large': E.fileTooLarge.message,
  type: E.fileType.message,
} as const;
const file = (baseName: string) =>
  fileUploadInput(baseName, FILE_PROBLEMS)
    .nullish()
    .transform((value) => value ?? null);

export const partnerLoginInput = z.object({
  email: z.string().trim().toLowerCase().min(1, E.loginEmail.message).max(TEXT_LIMITS.email, E.unauthorized.message),
  password: z.string().min(1, E.passwordRequired.message).max(TEXT_LIMITS.password, E.unauthorized.message),
});

export const partnerEmailInput = email(E.email.message);

export const partnerResetPasswordInput = z
  .object({ token: linkToken, password: newPassword, confirmPassword: z.string() })
  .superRefine((value, ctx) => {
    if (value.password !== value.confirmPassword)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: E.passwordMismatch.message });
  });

export const partnerChangePasswordInput = z
  .object({
    oldPassword: required('Current Password', TEXT_LIMITS.password),
    newPassword,
    newConfirmPassword: z.string(),
  })
  .superRefine((value, ctx) => {
    if (value.newPassword !== value.newConfirmPassword)
      ctx.addIssue({ code: 'custom', path: ['newConfirmPassword'], message: E.passwordMismatch.message });
  });
export type PartnerChangePassword = z.output<typeof partnerChangePasswordInput>;

export const updatePartnerDetailsInput = z
  .object({
    name: required('Name', TEXT_LIMITS.name),
    surname: optionalText('Surname', TEXT_LIMITS.name),
    countryId: chosenId(E.country.message),
    stateId: chosenId(E.state.message),
    phone,
    city: optionalText('City', TEXT_LIMITS.city),
    address: optionalText('Address', TEXT_LIMITS.address),
    pincode,
    // Blank, or the masked number sent back unchanged, keeps the one on record.
    aadhaar: z
      .string()
      .nullish()
      .transform((value) =>
        MASKED_AADHAAR_PATTERN.test(value?.trim() ?? '') ? '' : (value ?? '').replace(/[\s-]+/g, ''),
      )
      .refine((value) => value === '' || AADHAAR_PATTERN.test(value), E.aadhaar.message),
    aadhaarFile: file(AADHAAR_FILE_NAME),
    acceptPolicy: z.boolean(),
  })
  .superRefine((value, ctx) => {
    // Spec section 5: the policy must be accepted (an Aadhaar on record counts: upstream checks that).
    if (!value.acceptPolicy) ctx.addIssue({ code: 'custom', path: ['acceptPolicy'], message: E.policy.message });
  });
export type UpdatePartnerDetails = z.output<typeof updatePartnerDetailsInput>;

/** A bank field: trimmed (upper case where asked), blank allowed (the record stays a draft), else of its form. */
function bankField(name: keyof typeof BANK_FIELDS, clean: (value: string) => string = (value) => value) {
  const spec: { label: string; max: number; pattern?: RegExp; message?: string } = BANK_FIELDS[name];
  const field = z.string().trim().transform(clean);
  const { pattern, message } = spec;
  const formed = pattern && message ? field.refine((value) => value === '' || pattern.test(value), message) : field;
  return formed.refine((value) => value.length <= spec.max, tooLong(spec.label, spec.max));
}
const upper = (value: string) => value.toUpperCase();
const noSpaces = (value: string) => value.replace(/\s+/g, '');

export const updatePartnerBankDetailsInput = z.object({
  bankName: bankField('bankName'),
  accountNumber: bankField('accountNumber', noSpaces),
  accountType: bankField('accountType'),
  city: bankField('city'),
  address: bankField('address'),
  branch: bankField('branch'),
  pan: bankField('pan', upper),
  swiftCode: bankField('swiftCode', upper),
  rtgsIfscCode: bankField('rtgsIfscCode', upper),
  neftIfscCode: bankField('neftIfscCode', upper),
  micrCode: bankField('micrCode'),
  crossedChequeNumber: bankField('crossedChequeNumber'),
  crossedChequeFile: file(CHEQUE_FILE_NAME),
});
export type UpdatePartnerBankDetails = z.output<typeof updatePartnerBankDetailsInput>;

export const partnerSupportInput = z.object({
  name: required('Name', TEXT_LIMITS.name),
  surname: required('Surname', TEXT_LIMITS.name),
  email: z.string().trim().min(1, requiredMessage('Email ID')).pipe(email(E.email.message)),
  message: required('Message', TEXT_LIMITS.message),
});
export type PartnerSupport = z.output<typeof partnerSupportInput>;

const tableEdit = { masterPercent: percent, generalPercent: percent, clientDiscount: percent };
export const incentiveTableInput = z.object(tableEdit);

export const nominationInput = z
  .object({ name: required('Name', TEXT_LIMITS.name), email: email(E.recipient.message), ...tableEdit })
  .superRefine((value, ctx) => {
    if (!withinNominationCap(value))
      ctx.addIssue({ code: 'custom', path: ['clientDiscount'], message: E.nominationCap.message });
  });
export type Nomination = z.output<typeof nominationInput>;

export const shareCouponInput = z.object({
  recipient: z
    .string()
    .trim()
    .max(TEXT_LIMITS.email, E.recipient.message)
    .refine((value) => recipientKind(value) !== null, E.recipient.message)
    .transform((value) => (recipientKind(value) === 'email' ? value.toLowerCase() : value)),
  message: optionalText('Message', TEXT_LIMITS.message),
  name: required('Name', TEXT_LIMITS.name),
});
export type ShareCoupon = z.output<typeof shareCouponInput>;

export const addPartnerInput = z.object({
  salutationId: chosenId(E.salutation.message),
  name: required('Name', TEXT_LIMITS.name),
  surname: required('Surname', TEXT_LIMITS.name),
  email: z.string().trim().min(1, requiredMessage('Email')).pipe(email(E.email.message)),
  pincode,
  countryId: chosenId(E.country.message).refine((id) => id === INDIA_COUNTRY_ID, E.indiaOnly.message),
  stateId: chosenId(E.state.message),
  city: required('City', TEXT_LIMITS.city),
  phone,
  referName: required('Refer', TEXT_LIMITS.name),
  referContact: z
    .string()
    .trim()
    .max(TEXT_LIMITS.email, E.referContact.message)
    .refine((value) => recipientKind(value) !== null, E.referContact.message),
});
export type AddPartner = z.output<typeof addPartnerInput>;

export const joinNominationInput = z
  .object({
    token: linkToken,
    surname: required('Surname', TEXT_LIMITS.name),
    phone,
    pincode,
    city: required('City', TEXT_LIMITS.city),
    address: required('Address', TEXT_LIMITS.address),
    password: newPassword,
    confirmPassword: z.string(),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.confirmPassword)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: E.passwordMismatch.message });
  });
export type JoinNomination = z.output<typeof joinNominationInput>;

/** proposedIncentive(email): a malformed email is BAD_USER_INPUT. */
export const proposedEmailInput = email(E.email.message);

/** nominationInvite(token): anything that cannot be a token is null without a call. */
export const inviteTokenInput = z.string().trim().min(1).max(TEXT_LIMITS.token);

/** Every message the partner inputs may give, with its code. */
export const PARTNER_INPUT_KINDS: readonly UserErrorKind[] = [...PARTNER_ERROR_KINDS, ...fieldKinds];
