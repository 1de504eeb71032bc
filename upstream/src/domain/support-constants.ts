// Upstream's own support settings: complaint statuses and ticket numbers, the multipart field
// names of files, the search limit, where manuals are served, and the subjects of its mails. The
// support limits and messages every part shares are in @shop/commerce/support (limits, messages).

export const COMPLAINT_STATUSES = ['Open', 'In Progress', 'Resolved', 'Closed'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];
export const NEW_COMPLAINT_STATUS: ComplaintStatus = 'Open';
export const TICKET_PREFIX = 'LSR-';
export const ticketNumber = (id: number): string => `${TICKET_PREFIX}${String(id).padStart(6, '0')}`;
const TICKET_PATTERN = new RegExp(`^${TICKET_PREFIX.slice(0, -1)}-?(\\d{1,9})$`);
/** The complaint id of a ticket number ('LSR-000012', case and blanks aside); null when it is not one. */
export function ticketId(ticket: string): number | null {
  const match = TICKET_PATTERN.exec(ticket.trim().toUpperCase());
  const id = match ? Number(match[1]) : 0;
  return id > 0 ? id : null;
}

/** The file fields of the forms (complaint attachment, invoice), under each name a client may give them. */
export const COMPLAINT_FILE_FIELDS: ReadonlySet<string> = new Set(['attachment', 'Attachment', 'file']);
export const INVOICE_FILE_FIELDS: ReadonlySet<string> = new Set(['invoiceFile', 'InvoiceFile']);

/** Complaint searches answer at most this many rows, newest first. */
export const COMPLAINT_SEARCH_LIMIT = 50;

export const MANUAL_URL_PREFIX = '/files/manuals/';
export const manualUrl = (fileName: string): string => `${MANUAL_URL_PREFIX}${fileName}`;
/** Stored manual names: a model slug and .pdf. */
export const MANUAL_FILE_PATTERN = /^[a-z0-9-]{1,60}\.pdf$/;

export const COMPLAINT_MAIL_SUBJECT = (ticket: string) => `Your service request ${ticket} is registered`;
export const REGISTRATION_MAIL_SUBJECT = 'Your Lumen product is registered';
