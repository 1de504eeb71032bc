// The gateway's own support names: the base names it gives uploaded files upstream, and the input
// field each upstream refusal is about. The support limits, rules and messages are
// @shop/commerce/support (limits.ts, messages.ts), the upload rule @shop/commerce/files.
import { SUPPORT_ERRORS as E } from '@shop/commerce/support/messages';

/** Base names the gateway gives uploaded files upstream (attachment.pdf, invoice.png). */
export const ATTACHMENT_FILE_NAME = 'attachment';
export const INVOICE_FILE_NAME = 'invoice';

/** Upstream refusals the gateway can place on an input field (message -> field); file messages go on the file field. */
export const UPSTREAM_REFUSAL_FIELDS: ReadonlyArray<readonly [string, string]> = [
  [E.complaintType.message, 'complaintTypeId'],
  [E.product.message, 'productId'],
  [E.color.message, 'colorId'],
  [E.unknownOrder.message, 'orderId'],
  [E.checklist.message, 'checklistItemIds'],
  [E.futureDate.message, 'invoiceDate'],
  [E.invoiceDateRequired.message, 'invoiceDate'],
  [E.invoiceRequired.message, 'invoiceFile'],
];
