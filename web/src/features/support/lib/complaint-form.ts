// The service request form (spec sections 3, 5 and 9): every field required but the attachment;
// a complaint type that requires the checklist (id 5) wants every box ticked; the purchase date
// comes read-only from the order id. Pure and tested beside; the gateway checks again.
import {
  COMPLAINT_FIELD_MESSAGES,
  COMPLAINT_PINCODE_LENGTH,
  DEFAULT_COUNTRY,
} from '@/features/support/support-constants.ts';
import { isEmail, isPhone } from '@/lib/contact-shape.ts';
import type { FileUpload } from '@/lib/file-upload.ts';

export type ComplaintValues = {
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
};

export type ComplaintField = keyof ComplaintValues | 'checklist';
export type ComplaintProblem = { field: ComplaintField; message: string };

export const EMPTY_COMPLAINT: ComplaintValues = {
  complaintTypeId: '',
  productId: '',
  colorId: '',
  orderId: '',
  invoiceNumber: '',
  subject: '',
  description: '',
  contactName: '',
  email: '',
  phone: '',
  address: '',
  pincode: '',
  city: '',
  state: '',
  country: DEFAULT_COUNTRY,
};

const PINCODE_SHAPE = new RegExp(`^\\d{${COMPLAINT_PINCODE_LENGTH}}$`);

/** Fields checked in the order the form shows them; each is required (blank after trimming is missing). */
const TEXT_FIELDS: ReadonlyArray<keyof ComplaintValues> = [
  'complaintTypeId',
  'productId',
  'colorId',
  'orderId',
  'invoiceNumber',
  'subject',
  'description',
  'contactName',
  'email',
  'phone',
  'address',
  'pincode',
  'city',
  'state',
  'country',
];

const SHAPES: Partial<Record<keyof ComplaintValues, (value: string) => boolean>> = {
  email: isEmail,
  phone: isPhone,
  pincode: (value) => PINCODE_SHAPE.test(value.trim()),
};

export type ChecklistState = {
  /** The chosen type wants the checklist. */
  required: boolean;
  itemIds: readonly string[];
  ticked: ReadonlySet<string>;
};

/** The first problem of the form, in the order the fields are shown, or null. */
export function complaintProblem(values: ComplaintValues, checklist: ChecklistState): ComplaintProblem | null {
  for (const field of TEXT_FIELDS) {
    const value = values[field].trim();
    const shape = SHAPES[field];
    if (value === '' || (shape && !shape(value))) return { field, message: COMPLAINT_FIELD_MESSAGES[field] };
    if (
      field === 'complaintTypeId' &&
      checklist.required &&
      checklist.itemIds.some((id) => !checklist.ticked.has(id))
    ) {
      return { field: 'checklist', message: COMPLAINT_FIELD_MESSAGES.checklist };
    }
  }
  return null;
}

/** The mutation input: values trimmed, the looked-up purchase date, ticked items (only when required). */
export function raiseComplaintInput(
  values: ComplaintValues,
  purchaseDate: string,
  checklist: ChecklistState,
  attachment: FileUpload | null,
) {
  const trimmed = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value.trim()]),
  ) as ComplaintValues;
  return {
    ...trimmed,
    purchaseDate,
    checklistItemIds: checklist.required ? checklist.itemIds.filter((id) => checklist.ticked.has(id)) : null,
    attachment,
  };
}
