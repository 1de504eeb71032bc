// The service request form's values and its mutation input. The checks are
// @shop/commerce/support/complaint-form's (the gateway checks the same again), worded by
// SUPPORT_ERRORS; the purchase date comes read-only from the order id.
import {
  checkComplaintForm,
  type ChecklistState,
  type ComplaintField,
  type ComplaintFields,
} from '@shop/commerce/support/complaint-form';
import { SUPPORT_ERRORS } from '@shop/commerce/support/messages';
import { DEFAULT_COUNTRY } from '@/features/support/support-constants.ts';
import type { FileUpload } from '@/lib/file-upload.ts';

export type ComplaintValues = ComplaintFields;
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

/** The first problem of the form, in the order the fields are shown, or null. */
export function complaintProblem(values: ComplaintValues, checklist: ChecklistState): ComplaintProblem | null {
  const problem = checkComplaintForm(values, checklist);
  return problem ? { field: problem.field, message: SUPPORT_ERRORS[problem.key].message } : null;
}

/** The mutation input: values trimmed, the looked-up purchase date (null for a guest), ticked items (only when required). */
export function raiseComplaintInput(
  values: ComplaintValues,
  purchaseDate: string | null,
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
