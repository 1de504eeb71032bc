// The support forms as the old client posts them (multipart text fields): the complaint payload
// and the product registration. Pure checks of the fields themselves, in form order, with the
// message to show; lookups (type, product, colour, order) are the service's.
import { isEmail, isMobile } from './contact.ts';
import { SUPPORT_MESSAGES as M, TEXT_LIMITS } from './support-constants.ts';

export type FormFields = ReadonlyMap<string, readonly string[]>;
export type FormCheck<T> = { ok: true; value: T } | { ok: false; field: string; message: string };

export interface ComplaintForm {
  complaintTypeId: number;
  productId: number;
  colorId: number;
  contactName: string;
  email: string;
  phone: string;
  address: string;
  pincode: string;
  city: string;
  state: string;
  country: string;
  orderId: string;
  subject: string;
  description: string;
  purchasedDate: string;
  invoiceNumber: string;
  checklistIds: number[];
}

export interface ProductRegistrationForm {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  productId: number;
  invoiceDate: string;
  comments: string;
  subscribe: boolean;
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const ID_PATTERN = /^\d{1,9}$/;
const PINCODE_PATTERN = /^\d{6}$/;
const TRUE_VALUES = new Set(['true', '1', 'on', 'yes']);

class FieldProblem extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** The first value of a field, trimmed ('' when absent). */
export function fieldValue(fields: FormFields, name: string): string {
  return (fields.get(name)?.[0] ?? '').trim();
}

/** A calendar date YYYY-MM-DD that exists (2026-02-30 does not). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
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

function text(fields: FormFields, name: string, label: string, max: number, required = true): string {
  const value = fieldValue(fields, name);
  if (required && value === '') throw new FieldProblem(name, M.required(label));
  if (value.length > max) throw new FieldProblem(name, M.tooLong(label.replace(/^(the|your|a) /, ''), max));
  return value;
}

function id(fields: FormFields, name: string, message: string): number {
  const value = fieldValue(fields, name);
  if (!ID_PATTERN.test(value) || Number(value) === 0) throw new FieldProblem(name, message);
  return Number(value);
}

function checked<T>(build: () => T): FormCheck<T> {
  try {
    return { ok: true, value: build() };
  } catch (error) {
    if (error instanceof FieldProblem) return { ok: false, field: error.field, message: error.message };
    throw error;
  }
}

export function checkComplaintForm(fields: FormFields): FormCheck<ComplaintForm> {
  return checked(() => {
    const complaintTypeId = id(fields, 'complaint', M.complaintType);
    const productId = id(fields, 'product_id', M.product);
    const colorId = id(fields, 'color_id', M.color);
    const contactName = text(fields, 'contact_Name', 'your name', TEXT_LIMITS.name);
    const email = fieldValue(fields, 'email').toLowerCase();
    if (!isEmail(email)) throw new FieldProblem('email', M.badEmail);
    const phone = fieldValue(fields, 'Phone');
    if (!isMobile(phone)) throw new FieldProblem('Phone', M.badPhone);
    const address = text(fields, 'Address', 'your address', TEXT_LIMITS.address);
    const pincode = fieldValue(fields, 'Pincode');
    if (!PINCODE_PATTERN.test(pincode)) throw new FieldProblem('Pincode', M.badPincode);
    const city = text(fields, 'City', 'the city', TEXT_LIMITS.city);
    const state = text(fields, 'State', 'the state', TEXT_LIMITS.state);
    const country = text(fields, 'Country', 'the country', TEXT_LIMITS.country);
    const orderId = text(fields, 'Order_Id', 'the order id', TEXT_LIMITS.orderId);
    const subject = text(fields, 'Subject', 'a subject', TEXT_LIMITS.subject);
    const description = text(fields, 'Describe', 'a description', TEXT_LIMITS.description);
    const purchasedDate = fieldValue(fields, 'Purchased_Date');
    if (!isCalendarDate(purchasedDate)) throw new FieldProblem('Purchased_Date', M.badDate);
    const invoiceNumber = text(fields, 'Invoice_Number', 'the invoice number', TEXT_LIMITS.invoiceNumber);
    const checklistIds = listOfIds([...(fields.get('checklist') ?? []), ...(fields.get('chkList') ?? [])]);
    if (checklistIds === null) throw new FieldProblem('checklist', M.checklist);
    return {
      complaintTypeId,
      productId,
      colorId,
      contactName,
      email,
      phone,
      address,
      pincode,
      city,
      state,
      country,
      orderId,
      subject,
      description,
      purchasedDate,
      invoiceNumber,
      checklistIds,
    };
  });
}

/** Every item of the checklist ticked (only asked of the type that needs it). */
export function isChecklistComplete(ticked: readonly number[], items: readonly number[]): boolean {
  return items.every((item) => ticked.includes(item));
}

export function checkProductRegistrationForm(fields: FormFields, today: string): FormCheck<ProductRegistrationForm> {
  return checked(() => {
    const firstName = text(fields, 'firstName', 'your first name', TEXT_LIMITS.firstName);
    const lastName = text(fields, 'lastName', 'your last name', TEXT_LIMITS.lastName, false);
    const email = fieldValue(fields, 'email').toLowerCase();
    if (!isEmail(email)) throw new FieldProblem('email', M.badEmail);
    const mobile = fieldValue(fields, 'mobile');
    if (!isMobile(mobile)) throw new FieldProblem('mobile', M.badPhone);
    const productId = id(fields, 'productId', M.product);
    const invoiceDate = fieldValue(fields, 'invoiceDate');
    if (!isCalendarDate(invoiceDate)) throw new FieldProblem('invoiceDate', M.badDate);
    if (invoiceDate > today) throw new FieldProblem('invoiceDate', M.futureDate);
    const comments = text(fields, 'comments', 'your comments', TEXT_LIMITS.comments, false);
    const subscribe = TRUE_VALUES.has(fieldValue(fields, 'subscribe').toLowerCase());
    return { firstName, lastName, email, mobile, productId, invoiceDate, comments, subscribe };
  });
}
