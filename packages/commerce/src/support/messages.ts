// Support messages: service requests, tracking and product registration. The spec's (storefront
// sections 5 and 8) character for character; the shop's own where the spec is silent, each marked.
// A limit a message states comes from SUPPORT_TEXT_LIMITS.
import { CONTACT_MESSAGES } from '../contact.ts';
import { SUPPORT_TEXT_LIMITS as LIMITS } from './limits.ts';

/** 'Please enter {what}.' of a blank required field. */
const required = (what: string) => ({ code: 'REQUIRED', message: `Please enter ${what}.` }) as const;
/** '{what} must be at most {max} characters.' of a field over its limit. */
const tooLong = (what: string, max: number) =>
  ({ code: 'TOO_LONG', message: `${what} must be at most ${max} characters.` }) as const;

/** Refusals: `code` is what GraphQL `userErrors.code` and upstream's 4xx bodies carry. */
export const SUPPORT_ERRORS = {
  // The spec's.
  invoiceRequired: { code: 'INVOICE_REQUIRED', message: 'Please upload an invoice file.' },
  registrationFailed: { code: 'REGISTRATION_FAILED', message: 'Failed to register product.' },
  badSearch: { code: 'INVALID_EMAIL_OR_PHONE', message: 'Please enter a valid Email or Mobile number' },
  // The shop's own.
  complaintType: { code: 'INVALID_COMPLAINT_TYPE', message: 'Please select a complaint type.' },
  checklist: { code: 'CHECKLIST_INCOMPLETE', message: 'Please tick every item of the checklist.' },
  product: { code: 'INVALID_PRODUCT', message: 'Please select a product.' },
  color: { code: 'INVALID_COLOR', message: 'Please select the colour of your product.' },
  unknownOrder: { code: 'UNKNOWN_ORDER', message: 'Please enter a valid order id.' },
  emailInvalid: { code: 'INVALID_EMAIL', message: CONTACT_MESSAGES.emailInvalid },
  phoneInvalid: { code: 'INVALID_PHONE', message: CONTACT_MESSAGES.phoneInvalid },
  pincodeInvalid: { code: 'INVALID_PINCODE', message: CONTACT_MESSAGES.pincodeInvalid },
  dateInvalid: { code: 'INVALID_DATE', message: 'Please enter a valid date.' },
  invoiceDateRequired: { code: 'REQUIRED', message: 'Please enter the invoice date.' },
  futureDate: { code: 'FUTURE_DATE', message: 'The invoice date cannot be in the future.' },
  orderIdRequired: required('the order id'),
  orderIdTooLong: tooLong('order id', LIMITS.orderId),
  invoiceNumberRequired: required('the invoice number'),
  invoiceNumberTooLong: tooLong('invoice number', LIMITS.invoiceNumber),
  subjectRequired: required('a subject'),
  subjectTooLong: tooLong('subject', LIMITS.subject),
  descriptionRequired: required('a description'),
  descriptionTooLong: tooLong('description', LIMITS.description),
  contactNameRequired: { code: 'REQUIRED', message: CONTACT_MESSAGES.nameRequired },
  contactNameTooLong: tooLong('name', LIMITS.contactName),
  addressRequired: required('your address'),
  addressTooLong: tooLong('address', LIMITS.address),
  cityRequired: required('the city'),
  cityTooLong: tooLong('city', LIMITS.city),
  stateRequired: required('the state'),
  stateTooLong: tooLong('state', LIMITS.state),
  countryRequired: required('the country'),
  countryTooLong: tooLong('country', LIMITS.country),
  firstNameRequired: required('your first name'),
  firstNameTooLong: tooLong('first name', LIMITS.firstName),
  lastNameTooLong: tooLong('last name', LIMITS.lastName),
  commentsTooLong: tooLong('comments', LIMITS.comments),
  // The shop's own: tracking a request needs its ticket number with the email or phone it was raised with.
  ticketNumberRequired: required('the ticket number of your request'),
  ticketNumberTooLong: tooLong('ticket number', LIMITS.ticketNumber),
} as const;
export type SupportErrorKey = keyof typeof SUPPORT_ERRORS;

/** Other texts (the spec's). */
export const SUPPORT_MESSAGES = {
  complaintRegistered: 'Complaint Registered Successfully.',
  productRegistered: 'Product registered successfully!',
} as const;
