// zod schemas of the support arguments: expected mistakes become userErrors (the argument's path
// as field) through validateInput, with upstream's wording; files are checked by content.
import { z } from 'zod';
import { fileUploadInput, type CheckedFile } from '../../graphql/file-upload.ts';
import type { UserErrorKind } from '../../graphql/user-errors.ts';
import { isEmail, isEmailOrPhone } from '../account/rules.ts';
import {
  ATTACHMENT_FILE_NAME,
  DATE_PATTERN,
  INVOICE_FILE_NAME,
  ORDER_ID_MAX_LENGTH,
  PHONE_PATTERN,
  PINCODE_PATTERN,
  SUPPORT_ERRORS as E,
  SUPPORT_ERROR_KINDS,
  TEXT_LIMITS,
} from './constants.ts';
import { isCalendarDate } from './rules.ts';

const fieldKinds: UserErrorKind[] = [];

/** A required text field: 'Please enter {label}.' when blank, a length message beyond max. */
function required(label: string, max: number) {
  const blank = `Please enter ${label}.`;
  const tooLong = `${label.replace(/^(the|your|a) /, '')} must be at most ${max} characters.`;
  fieldKinds.push({ code: 'REQUIRED', message: blank }, { code: E.tooLong.code, message: tooLong });
  return z.string().trim().min(1, blank).max(max, tooLong);
}

/** An optional text field: '' when absent or blank, a length message beyond max. */
function optional(label: string, max: number) {
  const tooLong = `${label.replace(/^(the|your|a) /, '')} must be at most ${max} characters.`;
  fieldKinds.push({ code: E.tooLong.code, message: tooLong });
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => value ?? '');
}

const id = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .refine((n) => n > 0, message);
const email = z.string().trim().max(TEXT_LIMITS.email, E.emailInvalid.message).refine(isEmail, E.emailInvalid.message);
const phone = z.string().trim().regex(PHONE_PATTERN, E.phoneInvalid.message);
const date = z.string().trim().regex(DATE_PATTERN, E.dateInvalid.message).refine(isCalendarDate, E.dateInvalid.message);

const FILE_PROBLEMS = {
  unreadable: E.fileUnreadable.message,
  'too-large': E.fileTooLarge.message,
  type: E.fileType.message,
} as const;

/** FileUploadInput: checked by content; its fileName and contentType are not trusted. */
const fileInput = (baseName: string) => fileUploadInput(baseName, FILE_PROBLEMS);

export const raiseComplaintInput = z.object({
  complaintTypeId: id(E.complaintType.message),
  productId: id(E.product.message),
  colorId: id(E.color.message),
  contactName: required('your name', TEXT_LIMITS.name),
  email,
  phone,
  address: required('your address', TEXT_LIMITS.address),
  pincode: z.string().trim().regex(PINCODE_PATTERN, E.pincodeInvalid.message),
  city: required('the city', TEXT_LIMITS.city),
  state: required('the state', TEXT_LIMITS.state),
  country: required('the country', TEXT_LIMITS.country),
  orderId: required('the order id', ORDER_ID_MAX_LENGTH),
  subject: required('a subject', TEXT_LIMITS.subject),
  description: required('a description', TEXT_LIMITS.description),
  purchaseDate: date,
  invoiceNumber: required('the invoice number', TEXT_LIMITS.invoiceNumber),
  checklistItemIds: z
    .array(id(E.checklist.message))
    .max(50, E.checklist.message)
    .nullish()
    .transform((ids) => [...new Set(ids ?? [])]),
  attachment: fileInput(ATTACHMENT_FILE_NAME)
    .nullish()
    .transform((file) => file ?? null),
});
export type RaiseComplaint = z.output<typeof raiseComplaintInput>;

export const registerProductInput = z
  .object({
    firstName: required('your first name', TEXT_LIMITS.firstName),
    lastName: optional('your last name', TEXT_LIMITS.lastName),
    email,
    mobile: phone,
    productId: id(E.product.message),
    invoiceDate: date,
    comments: optional('your comments', TEXT_LIMITS.comments),
    invoiceFile: fileInput(INVOICE_FILE_NAME)
      .nullish()
      .transform((file) => file ?? null),
    subscribe: z
      .boolean()
      .nullish()
      .transform((value) => value ?? false),
  })
  .superRefine((value, ctx) => {
    if (value.invoiceFile === null)
      ctx.addIssue({ code: 'custom', path: ['invoiceFile'], message: E.invoiceRequired.message });
  })
  .transform((value) => ({ ...value, invoiceFile: value.invoiceFile as CheckedFile }));
export type RegisterProduct = z.output<typeof registerProductInput>;

/** Spec section 5: an email shape or exactly 10 digits. */
export const complaintSearchInput = z.string().trim().refine(isEmailOrPhone, E.badSearch.message);

export const orderIdInput = z.string().trim().min(1, E.orderIdRequired.message);
export const isLookupableOrderId = (orderId: string): boolean => orderId.length <= ORDER_ID_MAX_LENGTH;

/** Every message the support inputs may give, with its code. */
export const SUPPORT_INPUT_KINDS: readonly UserErrorKind[] = [...SUPPORT_ERROR_KINDS, ...fieldKinds];
