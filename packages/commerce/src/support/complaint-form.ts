// The service request form (storefront spec sections 3, 5 and 9): every field required but the
// attachment, each text at most its limit, email, phone and pincode well formed; a complaint type
// that asks for the checklist (id 5) wants every item ticked. The purchase date is the order's,
// looked up, never typed. Also the searches of the track-request screen and the order lookup.
import { isEmail, isEmailOrPhone, isPhone, isPincode } from '../contact.ts';
import { checkText, isSupportId, type SupportProblem } from './fields.ts';
import { CHECKLIST_COMPLAINT_TYPE_ID, type SupportTextField } from './limits.ts';
import type { SupportErrorKey } from './messages.ts';

/** The form's values as typed or chosen (ids as strings). */
export interface ComplaintFields {
  complaintTypeId: string;
  productId: string;
  colorId: string;
  orderId: string;
  invoiceNumber: string;
  subject: string;
  description: string;
  contactName: string;
  email: string;
  phone: string;
  address: string;
  pincode: string;
  city: string;
  state: string;
  country: string;
}
export type ComplaintField = keyof ComplaintFields | 'checklist';

export interface ChecklistState {
  /** The chosen type asks for the checklist. */
  required: boolean;
  itemIds: readonly string[];
  ticked: ReadonlySet<string>;
}

export function requiresChecklist(complaintTypeId: number): boolean {
  return complaintTypeId === CHECKLIST_COMPLAINT_TYPE_ID;
}

/** Every item of the checklist ticked. */
export function isChecklistComplete<T>(ticked: Iterable<T>, items: Iterable<T>): boolean {
  const set = new Set(ticked);
  return [...items].every((item) => set.has(item));
}

type Check = (value: string) => SupportErrorKey | null;

const id =
  (key: SupportErrorKey): Check =>
  (value) =>
    isSupportId(value) ? null : key;
const shape =
  (test: (value: string) => boolean, key: SupportErrorKey): Check =>
  (value) =>
    test(value) ? null : key;

const text =
  (field: SupportTextField): Check =>
  (value) =>
    checkText(field, value);

/** The fields in the order the form shows them, each with its check. */
const COMPLAINT_CHECKS: ReadonlyArray<readonly [keyof ComplaintFields, Check]> = [
  ['complaintTypeId', id('complaintType')],
  ['productId', id('product')],
  ['colorId', id('color')],
  ['orderId', text('orderId')],
  ['invoiceNumber', text('invoiceNumber')],
  ['subject', text('subject')],
  ['description', text('description')],
  ['contactName', text('contactName')],
  ['email', shape(isEmail, 'emailInvalid')],
  ['phone', shape(isPhone, 'phoneInvalid')],
  ['address', text('address')],
  ['pincode', shape(isPincode, 'pincodeInvalid')],
  ['city', text('city')],
  ['state', text('state')],
  ['country', text('country')],
];

/**
 * The first problem of the form in the order it shows its fields, or null. With `checklist`, the
 * checklist is checked right after the complaint type; without it (upstream, which learns whether
 * the type asks for it from its own lookup) it is left to isChecklistComplete.
 */
export function checkComplaintForm(
  fields: ComplaintFields,
  checklist?: ChecklistState,
): SupportProblem<ComplaintField> | null {
  for (const [field, check] of COMPLAINT_CHECKS) {
    const key = check(fields[field]);
    if (key) return { field, key };
    if (field === 'complaintTypeId' && checklist?.required && !isChecklistComplete(checklist.ticked, checklist.itemIds))
      return { field: 'checklist', key: 'checklist' };
  }
  return null;
}

/** Track request: service requests are searched by an email or a 10-digit mobile number. */
export function checkComplaintSearch(value: string): SupportErrorKey | null {
  return isEmailOrPhone(value) ? null : 'badSearch';
}

/** Track request: the ticket number given with the email or phone (its format is the server's). */
export function checkTicketNumber(ticketNumber: string): SupportErrorKey | null {
  return checkText('ticketNumber', ticketNumber);
}

/** The order id whose purchase date is looked up: present and no longer than an order id can be. */
export function checkOrderId(orderId: string): SupportErrorKey | null {
  return checkText('orderId', orderId);
}
