// The support forms as the spec's client posts them (multipart text fields, its field names): the
// complaint payload and the product registration, read into the shapes of
// @shop/commerce/support and checked there; only the purchase date and the checklist ids are read
// here. Lookups (type, product, colour, order, checklist) are the service's.
import {
  checkComplaintForm as checkComplaintFields,
  type ComplaintFields,
} from '@shop/commerce/support/complaint-form';
import { isCalendarDate } from '@shop/commerce/shop-time';
import { SUPPORT_ERRORS, type SupportErrorKey } from '@shop/commerce/support/messages';
import { checkProductRegistration, type ProductRegistrationFields } from '@shop/commerce/support/product-registration';

export type FormFields = ReadonlyMap<string, readonly string[]>;
export type FormCheck<T> = { ok: true; value: T } | Refused;

/** The complaint as checked: the form's fields with numeric ids, the purchase date and the checklist. */
export interface ComplaintForm extends Omit<ComplaintFields, 'complaintTypeId' | 'productId' | 'colorId'> {
  complaintTypeId: number;
  productId: number;
  colorId: number;
  purchasedDate: string;
  checklistIds: number[];
}

/** The registration as checked: numeric product id, and the newsletter choice. */
export interface ProductRegistrationForm extends Omit<ProductRegistrationFields, 'productId'> {
  productId: number;
  subscribe: boolean;
}

/** The multipart name of each complaint field. */
const COMPLAINT_FIELD_NAMES: Readonly<Record<keyof ComplaintFields | 'checklist', string>> = {
  complaintTypeId: 'complaint',
  productId: 'product_id',
  colorId: 'color_id',
  orderId: 'Order_Id',
  invoiceNumber: 'Invoice_Number',
  subject: 'Subject',
  description: 'Describe',
  contactName: 'contact_Name',
  email: 'email',
  phone: 'Phone',
  address: 'Address',
  pincode: 'Pincode',
  city: 'City',
  state: 'State',
  country: 'Country',
  checklist: 'checklist',
};

const ID_PATTERN = /^\d{1,9}$/;
const TRUE_VALUES = new Set(['true', '1', 'on', 'yes']);

/** The first value of a field, trimmed ('' when absent). */
export function fieldValue(fields: FormFields, name: string): string {
  return (fields.get(name)?.[0] ?? '').trim();
}

/** Checklist ids from repeated fields or one comma-separated field. */
export function listOfIds(values: readonly string[]): number[] | null {
  const parts = values
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  if (!parts.every((p) => ID_PATTERN.test(p))) return null;
  return [...new Set(parts.map(Number))];
}

type Refused = { ok: false; field: string; message: string };

const refused = (field: string, key: SupportErrorKey): Refused => ({
  ok: false,
  field,
  message: SUPPORT_ERRORS[key].message,
});

export function checkComplaintForm(fields: FormFields): FormCheck<ComplaintForm> {
  const values = Object.fromEntries(
    Object.entries(COMPLAINT_FIELD_NAMES).map(([field, name]) => [field, fieldValue(fields, name)]),
  ) as unknown as ComplaintFields;
  const problem = checkComplaintFields(values);
  if (problem) return refused(COMPLAINT_FIELD_NAMES[problem.field], problem.key);
  const purchasedDate = fieldValue(fields, 'Purchased_Date');
  // Optional: the stored date is the order's own; a guest cannot look it up (it is the owner's).
  if (purchasedDate !== '' && !isCalendarDate(purchasedDate)) return refused('Purchased_Date', 'dateInvalid');
  const checklistIds = listOfIds([...(fields.get('checklist') ?? []), ...(fields.get('chkList') ?? [])]);
  if (checklistIds === null) return refused('checklist', 'checklist');
  return {
    ok: true,
    value: {
      ...values,
      complaintTypeId: Number(values.complaintTypeId),
      productId: Number(values.productId),
      colorId: Number(values.colorId),
      email: values.email.toLowerCase(),
      purchasedDate,
      checklistIds,
    },
  };
}

/** The multipart name of each product registration field. */
const REGISTRATION_FIELD_NAMES: Readonly<Record<keyof ProductRegistrationFields, string>> = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  mobile: 'mobile',
  productId: 'productId',
  invoiceDate: 'invoiceDate',
  comments: 'comments',
};

/** `today` is the shop's date (YYYY-MM-DD); the invoice file is one of the form's parts. */
export function checkProductRegistrationForm(
  fields: FormFields,
  options: { today: string; hasInvoiceFile: boolean },
): FormCheck<ProductRegistrationForm> {
  const values = Object.fromEntries(
    Object.entries(REGISTRATION_FIELD_NAMES).map(([field, name]) => [field, fieldValue(fields, name)]),
  ) as unknown as ProductRegistrationFields;
  const problem = checkProductRegistration(values, options);
  if (problem)
    return refused(
      problem.field === 'invoiceFile' ? 'invoiceFile' : REGISTRATION_FIELD_NAMES[problem.field],
      problem.key,
    );
  return {
    ok: true,
    value: {
      ...values,
      email: values.email.toLowerCase(),
      productId: Number(values.productId),
      subscribe: TRUE_VALUES.has(fieldValue(fields, 'subscribe').toLowerCase()),
    },
  };
}
