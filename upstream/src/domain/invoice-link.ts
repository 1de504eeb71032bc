// Signed, expiring invoice links: /files/invoices/{order}.pdf?expires={unix seconds}&signature={hex}
// where the signature is an HMAC-SHA256 of the order number, its owner and the expiry. Only the
// owner's order list hands them out. Pure given the key and the clock; tested beside.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const INVOICE_PATH_PREFIX = '/files/invoices/';
const SIGNATURE = /^[0-9a-f]{64}$/;

function sign(key: string, orderId: string, userId: number, expires: number): string {
  return createHmac('sha256', key).update(`invoice\n${orderId}\n${userId}\n${expires}`).digest('hex');
}

export function invoiceLink(key: string, orderId: string, userId: number, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${INVOICE_PATH_PREFIX}${orderId}.pdf?expires=${expires}&signature=${sign(key, orderId, userId, expires)}`;
}

/** True when the signature is the key's for this order, owner and expiry, and it has not expired. */
export function verifyInvoiceLink(
  key: string,
  orderId: string,
  userId: number,
  expires: number,
  signature: string,
  now: Date,
): boolean {
  if (!SIGNATURE.test(signature) || !Number.isSafeInteger(expires)) return false;
  if (expires * 1000 < now.getTime()) return false;
  const expected = Buffer.from(sign(key, orderId, userId, expires), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
