// Who the portal's forms send to (spec section 5): a shared coupon goes to an email or a 10-digit
// number; a nomination to an email only, since the nominee joins by the mailed link; the Master's
// contact of the add-CP form is an email or a 10-digit number. Anything else is refused with the
// spec's message (recipientKey, referContactKey).
import { parseContact, type Contact } from '../contact.ts';

/** A coupon's recipient: an email (lowercased) or exactly 10 digits; null otherwise. */
export function parseCouponRecipient(raw: string): Contact | null {
  return parseContact(raw);
}

/** A nominee's address: an email only (lowercased); null otherwise. */
export function parseNomineeEmail(raw: string): string | null {
  const contact = parseContact(raw);
  return contact?.kind === 'email' ? contact.value : null;
}

/** The Master's contact on the add-CP form: an email or a 10-digit number. */
export function isReferContact(raw: string): boolean {
  return parseContact(raw) !== null;
}
