// Signed, expiring links to a partner's stored documents (Aadhaar, crossed cheque):
// /files/cp/{name}?expires={unix seconds}&signature={hex}, where the signature is an HMAC-SHA256 of
// the owner's partner id, the stored name and the expiry. Only the owner's own answers carry them,
// so a link of one partner never opens another's file. Sibling of invoice-link.ts; tested beside.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { PARTNER_DOCUMENT_PATH_PREFIX } from './partner-constants.ts';

const SIGNATURE = /^[0-9a-f]{64}$/;

function sign(key: string, partnerId: number, name: string, expires: number): string {
  return createHmac('sha256', key).update(`partner-document\n${partnerId}\n${name}\n${expires}`).digest('hex');
}

export function partnerDocumentLink(key: string, partnerId: number, name: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${PARTNER_DOCUMENT_PATH_PREFIX}${encodeURIComponent(name)}?expires=${expires}&signature=${sign(key, partnerId, name, expires)}`;
}

/** True when the signature is the key's for this owner, name and expiry, and it has not expired. */
export function verifyPartnerDocumentLink(
  key: string,
  partnerId: number,
  name: string,
  expires: number,
  signature: string,
  now: Date,
): boolean {
  if (!SIGNATURE.test(signature) || !Number.isSafeInteger(expires)) return false;
  if (expires * 1000 < now.getTime()) return false;
  const expected = Buffer.from(sign(key, partnerId, name, expires), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** Where a partner's earnings files open: /files/cp-earnings/{partnerId}/{name}. */
export const PARTNER_EARNINGS_PATH_PREFIX = '/files/cp-earnings/';

/** A signed, expiring link to one of a partner's earnings files (CSV exports, monthly statements). */
export function partnerEarningsLink(key: string, partnerId: number, name: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${PARTNER_EARNINGS_PATH_PREFIX}${partnerId}/${encodeURIComponent(name)}?expires=${expires}&signature=${sign(key, partnerId, `earnings:${name}`, expires)}`;
}

export function verifyPartnerEarningsLink(
  key: string,
  partnerId: number,
  name: string,
  expires: number,
  signature: string,
  now: Date,
): boolean {
  return verifyPartnerDocumentLink(key, partnerId, `earnings:${name}`, expires, signature, now);
}
