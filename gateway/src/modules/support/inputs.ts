// zod schemas of the support arguments. The rules and their refusals are @shop/commerce/support
// (fields.ts, complaint-form.ts, product-registration.ts, dates.ts, messages.ts) and
// @shop/commerce/contact; a refusal becomes a userError on its argument's field through
// validateInput, one per field, so a form hears of every wrong field at once. Files are checked by
// content (graphql/file-upload.ts).
import { isEmail, isPhone, isPincode } from '@shop/commerce/contact';
import { checkComplaintSearch, checkOrderId, checkTicketNumber } from '@shop/commerce/support/complaint-form';
import { readShopDate } from '@shop/commerce/dates';
import { shopDate } from '@shop/commerce/shop-time';
import { checkText, isSupportId } from '@shop/commerce/support/fields';
import type { SupportTextField } from '@shop/commerce/support/limits';
import { SUPPORT_ERRORS as E, type SupportErrorKey } from '@shop/commerce/support/messages';
import { checkProductRegistration } from '@shop/commerce/support/product-registration';
import { z } from 'zod';
import { uploadInput, type CheckedFile } from '../../graphql/file-upload.ts';
import { checked, refuse } from '../../graphql/user-errors.ts';
import { ATTACHMENT_FILE_NAME, INVOICE_FILE_NAME } from './constants.ts';

/** The most checklist items a complaint can tick (a sanity cap of the argument). */
const CHECKLIST_MAX_ITEMS = 50;

const trimmed = () => z.string().trim();
const rule = (check: (value: string) => SupportErrorKey | null) => checked(check, E, trimmed());
const shape = (test: (value: string) => boolean, key: SupportErrorKey) => rule((value) => (test(value) ? null : key));

/** A required or optional text field (SUPPORT_TEXT_LIMITS); an optional one is '' when absent. */
const text = (field: SupportTextField) => rule((value) => checkText(field, value));
const optionalText = (field: SupportTextField) =>
  text(field)
    .nullish()
    .transform((value) => value ?? '');
/** An id as the form sends it, as a number. */
const id = (key: SupportErrorKey) => shape(isSupportId, key).transform(Number);
const email = shape(isEmail, 'emailInvalid');
const phone = shape(isPhone, 'phoneInvalid');
/**
 * A date as typed, dd-MM-yyyy (the shop's format), or YYYY-MM-DD, as the calendar date YYYY-MM-DD;
 * whether it may be in the future is the form's rule.
 */
const date = shape((value) => readShopDate(value) !== null, 'dateInvalid').transform((value) => readShopDate(value)!);
const file = (baseName: string) =>
  uploadInput('document', baseName)
    .nullish()
    .transform((value) => value ?? null);

export const raiseComplaintInput = z.object({
  complaintTypeId: id('complaintType'),
  productId: id('product'),
  colorId: id('color'),
  contactName: text('contactName'),
  email,
  phone,
  address: text('address'),
  pincode: shape(isPincode, 'pincodeInvalid'),
  city: text('city'),
  state: text('state'),
  country: text('country'),
  orderId: text('orderId'),
  subject: text('subject'),
  description: text('description'),
  purchaseDate: date.nullish().transform((value) => value ?? null),
  invoiceNumber: text('invoiceNumber'),
  // Whether the type asks for the checklist, and which items it has, is upstream's to know.
  checklistItemIds: z
    .array(id('checklist'))
    .superRefine((ids, ctx) => {
      if (ids.length > CHECKLIST_MAX_ITEMS) refuse(ctx, E.checklist);
    })
    .nullish()
    .transform((ids) => [...new Set(ids ?? [])]),
  attachment: file(ATTACHMENT_FILE_NAME),
});
export type RaiseComplaint = z.output<typeof raiseComplaintInput>;

export const registerProductInput = z
  .object({
    firstName: text('firstName'),
    lastName: optionalText('lastName'),
    email,
    mobile: phone,
    productId: id('product'),
    invoiceDate: rule((value) => (value === '' ? 'invoiceDateRequired' : null)).pipe(date),
    comments: optionalText('comments'),
    invoiceFile: file(INVOICE_FILE_NAME).superRefine((value, ctx) => {
      if (value === null) refuse(ctx, E.invoiceRequired);
    }),
    subscribe: z
      .boolean()
      .nullish()
      .transform((value) => value ?? false),
  })
  .superRefine((value, ctx) => {
    // The whole form's rule: the invoice date is not after today (India's calendar), and the rest.
    const problem = checkProductRegistration(
      { ...value, productId: String(value.productId) },
      { today: shopDate(new Date()), hasInvoiceFile: value.invoiceFile !== null },
    );
    if (problem) refuse(ctx, E[problem.key], [problem.field]);
  })
  .transform((value) => ({ ...value, invoiceFile: value.invoiceFile as CheckedFile }));
export type RegisterProduct = z.output<typeof registerProductInput>;

/** Track request: an email or exactly 10 digits, with the request's ticket number. */
export const complaintSearchInput = rule(checkComplaintSearch);
export const ticketNumberInput = rule(checkTicketNumber);

/** The order whose purchase date is looked up: a blank id is a client bug; one longer than an order id names no order. */
export const orderIdInput = rule((orderId) => (orderId === '' ? checkOrderId(orderId) : null));
export const isLookupableOrderId = (orderId: string): boolean => checkOrderId(orderId) === null;
