// Coupon sharing and nominations, the pure parts: the code of a shared coupon ({v5}-{4 letters or
// digits} from an alphabet without look-alikes), and the recipients the forms accept (an email or
// a 10-digit phone number for a coupon; an email for a nomination, since the nominee joins by
// mail), and the text of a message the form may send as HTML (the template's preview). Tested beside.
import { parseContact, type Contact } from './contact.ts';
import { SHARED_COUPON_SUFFIX_LENGTH } from './partner-program-constants.ts';

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** V5G1002-7KX2 for the partner code V5G1002; the caller gives the random bytes. */
export function sharedCouponCode(partnerCode: string, randomBytes: Uint8Array): string {
  if (randomBytes.length < SHARED_COUPON_SUFFIX_LENGTH)
    throw new Error(`sharedCouponCode needs ${SHARED_COUPON_SUFFIX_LENGTH} random bytes`);
  let suffix = '';
  for (let i = 0; i < SHARED_COUPON_SUFFIX_LENGTH; i++) suffix += ALPHABET[(randomBytes[i] ?? 0) % ALPHABET.length];
  return `${partnerCode.toUpperCase()}-${suffix}`;
}

/** True for a code of this shape: a partner code, a dash and 4 letters or digits. */
export function isSharedCouponCode(code: string): boolean {
  return /^V5[MG]\d{4,}-[A-Z0-9]{4}$/.test(code);
}

/** A coupon's recipient: an email (lowercased) or exactly 10 digits; null otherwise. */
export function parseCouponRecipient(raw: string): Contact | null {
  return parseContact(raw);
}

/** A nominee's address: an email only (lowercased); null otherwise. */
export function parseNomineeEmail(raw: string): string | null {
  const contact = parseContact(raw);
  return contact?.kind === 'email' ? contact.value : null;
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};

/**
 * The plain text of a message for a text mail: line breaks for <br> and the ends of blocks, no
 * tags, the common entities decoded, at most one blank line in a row. Plain text stays as it is.
 */
export function messageText(message: string): string {
  return message
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|tr)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_m, name: string) => ENTITIES[name] ?? '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
