// Support constants: complaints, checklist, uploads, manuals and product registration (spec
// sections 5, 8 and 9, and the shop's own choices where the spec is silent; upstream/README.md).

/** Complaint type id 5 triggers the checklist (spec section 9). */
export const CHECKLIST_COMPLAINT_TYPE_ID = 5;

export const COMPLAINT_STATUSES = ['Open', 'In Progress', 'Resolved', 'Closed'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];
export const NEW_COMPLAINT_STATUS: ComplaintStatus = 'Open';
export const TICKET_PREFIX = 'LSR-';
export const ticketNumber = (id: number): string => `${TICKET_PREFIX}${String(id).padStart(6, '0')}`;

/** Uploads (complaint attachments, invoices): at most 2 MB, JPEG, PNG or PDF by content. */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const COMPLAINT_FILE_FIELDS: ReadonlySet<string> = new Set(['attachment', 'Attachment', 'file']);
export const INVOICE_FILE_FIELDS: ReadonlySet<string> = new Set(['invoiceFile', 'InvoiceFile']);

/** Complaint searches answer at most this many rows, newest first. */
export const COMPLAINT_SEARCH_LIMIT = 50;

export const MANUAL_URL_PREFIX = '/files/manuals/';
export const manualUrl = (fileName: string): string => `${MANUAL_URL_PREFIX}${fileName}`;
/** Stored manual names: a model slug and .pdf. */
export const MANUAL_FILE_PATTERN = /^[a-z0-9-]{1,60}\.pdf$/;

export const TEXT_LIMITS = {
  name: 120,
  address: 500,
  city: 120,
  state: 120,
  country: 120,
  orderId: 40,
  subject: 200,
  description: 4000,
  invoiceNumber: 60,
  firstName: 60,
  lastName: 60,
  comments: 1000,
} as const;

export const SUPPORT_MESSAGES = {
  complaintRegistered: 'Complaint Registered Successfully.',
  productRegistered: 'Product registered successfully!',
  invoiceRequired: 'Please upload an invoice file.',
  fileTooLarge: 'The file must be at most 2 MB.',
  fileWrongType: 'The file must be a JPEG, PNG or PDF file.',
  badSearch: 'Please enter a valid Email or Mobile number',
  badEmail: 'Please enter a valid email address.',
  badPhone: 'Please enter a valid 10-digit mobile number.',
  badPincode: 'Please enter a valid 6-digit pincode.',
  badDate: 'Please enter a valid date.',
  futureDate: 'The invoice date cannot be in the future.',
  complaintType: 'Please select a complaint type.',
  product: 'Please select a product.',
  color: 'Please select the colour of your product.',
  unknownOrder: 'Please enter a valid order id.',
  checklist: 'Please tick every item of the checklist.',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  required: (label: string) => `Please enter ${label}.`,
  multipartRequired: 'Expected a multipart/form-data body.',
} as const;

export const COMPLAINT_MAIL_SUBJECT = (ticket: string) => `Your service request ${ticket} is registered`;
export const REGISTRATION_MAIL_SUBJECT = 'Your Lumen product is registered';
