// Support constants and messages: the spec's (sections 5, 8 and 9, character for character) and
// the gateway's own where the spec is silent, worded as upstream words them (gateway/README.md).
import type { UserErrorKind } from '../../graphql/user-errors.ts';

/** Complaint type id 5 triggers the checklist (spec section 9). */
export const CHECKLIST_COMPLAINT_TYPE_ID = 5;

export const PHONE_PATTERN = /^\d{10}$/;
export const PINCODE_PATTERN = /^\d{6}$/;
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const ORDER_ID_MAX_LENGTH = 40;

/** Upstream's limits of the complaint and registration fields. */
export const TEXT_LIMITS = {
  name: 120,
  email: 254,
  address: 500,
  city: 120,
  state: 120,
  country: 120,
  subject: 200,
  description: 4000,
  invoiceNumber: 60,
  firstName: 60,
  lastName: 60,
  comments: 1000,
} as const;

/** Base names the gateway gives uploaded files upstream. */
export const ATTACHMENT_FILE_NAME = 'attachment';
export const INVOICE_FILE_NAME = 'invoice';

export const COMPLAINT_REGISTERED_MESSAGE = 'Complaint Registered Successfully.';
export const PRODUCT_REGISTERED_MESSAGE = 'Product registered successfully!';

export const SUPPORT_ERRORS = {
  // The spec's.
  invoiceRequired: { code: 'INVOICE_REQUIRED', message: 'Please upload an invoice file.' },
  registrationFailed: { code: 'REGISTRATION_FAILED', message: 'Failed to register product.' },
  badSearch: { code: 'INVALID_EMAIL_OR_PHONE', message: 'Please enter a valid Email or Mobile number' },
  // The gateway's own, worded as upstream's (upstream/src/domain/support-constants.ts).
  emailInvalid: { code: 'INVALID_EMAIL', message: 'Please enter a valid email address.' },
  phoneInvalid: { code: 'INVALID_PHONE', message: 'Please enter a valid 10-digit mobile number.' },
  pincodeInvalid: { code: 'INVALID_PINCODE', message: 'Please enter a valid 6-digit pincode.' },
  dateInvalid: { code: 'INVALID_DATE', message: 'Please enter a valid date.' },
  futureDate: { code: 'FUTURE_DATE', message: 'The invoice date cannot be in the future.' },
  complaintType: { code: 'INVALID_COMPLAINT_TYPE', message: 'Please select a complaint type.' },
  product: { code: 'INVALID_PRODUCT', message: 'Please select a product.' },
  color: { code: 'INVALID_COLOR', message: 'Please select the colour of your product.' },
  unknownOrder: { code: 'UNKNOWN_ORDER', message: 'Please enter a valid order id.' },
  checklist: { code: 'CHECKLIST_INCOMPLETE', message: 'Please tick every item of the checklist.' },
  tooLong: { code: 'TOO_LONG', message: 'This field is too long.' },
  fileUnreadable: { code: 'FILE_UNREADABLE', message: 'The file could not be read.' },
  fileTooLarge: { code: 'FILE_TOO_LARGE', message: 'The file must be at most 2 MB.' },
  fileType: { code: 'FILE_TYPE', message: 'The file must be a JPEG, PNG or PDF file.' },
  orderIdRequired: { code: 'REQUIRED', message: 'Please enter the order id.' },
} as const satisfies Record<string, UserErrorKind>;

export const SUPPORT_ERROR_KINDS: readonly UserErrorKind[] = Object.values(SUPPORT_ERRORS);

/** Upstream refusals the gateway can place on an input field (message -> field); file messages go on the file field. */
export const UPSTREAM_REFUSAL_FIELDS: ReadonlyArray<readonly [string, string]> = [
  [SUPPORT_ERRORS.complaintType.message, 'complaintTypeId'],
  [SUPPORT_ERRORS.product.message, 'productId'],
  [SUPPORT_ERRORS.color.message, 'colorId'],
  [SUPPORT_ERRORS.unknownOrder.message, 'orderId'],
  [SUPPORT_ERRORS.checklist.message, 'checklistItemIds'],
  [SUPPORT_ERRORS.futureDate.message, 'invoiceDate'],
  [SUPPORT_ERRORS.invoiceRequired.message, 'invoiceFile'],
];
