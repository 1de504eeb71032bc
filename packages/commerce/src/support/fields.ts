// The field checks both support forms share: ids as forms send them, and text fields (required or
// optional, each at most its limit), answered as keys of SUPPORT_ERRORS.
import { SUPPORT_ID_PATTERN, SUPPORT_TEXT_LIMITS, type SupportTextField } from './limits.ts';
import type { SupportErrorKey } from './messages.ts';

export type SupportProblem<F extends string> = { field: F; key: SupportErrorKey };

/** Each text field's refusals: blank (null for an optional field), then over its limit. */
const TEXT_ERRORS = {
  contactName: ['contactNameRequired', 'contactNameTooLong'],
  address: ['addressRequired', 'addressTooLong'],
  city: ['cityRequired', 'cityTooLong'],
  state: ['stateRequired', 'stateTooLong'],
  country: ['countryRequired', 'countryTooLong'],
  orderId: ['orderIdRequired', 'orderIdTooLong'],
  ticketNumber: ['ticketNumberRequired', 'ticketNumberTooLong'],
  subject: ['subjectRequired', 'subjectTooLong'],
  description: ['descriptionRequired', 'descriptionTooLong'],
  invoiceNumber: ['invoiceNumberRequired', 'invoiceNumberTooLong'],
  firstName: ['firstNameRequired', 'firstNameTooLong'],
  lastName: [null, 'lastNameTooLong'],
  comments: [null, 'commentsTooLong'],
} as const satisfies Record<SupportTextField, readonly [SupportErrorKey | null, SupportErrorKey]>;

/** A text field after trimming: blank is missing when the field is required; longer than its limit is refused. */
export function checkText(field: SupportTextField, value: string): SupportErrorKey | null {
  const [blank, tooLong] = TEXT_ERRORS[field];
  const trimmed = value.trim();
  if (trimmed === '') return blank;
  return trimmed.length > SUPPORT_TEXT_LIMITS[field] ? tooLong : null;
}

/** An id as a form sends it: 1 to 9 digits, not 0. */
export function isSupportId(value: string): boolean {
  const trimmed = value.trim();
  return SUPPORT_ID_PATTERN.test(trimmed) && Number(trimmed) > 0;
}
