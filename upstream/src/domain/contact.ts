// Contacts and names: an email address or a 10-digit mobile number (spec section 5), and the split
// of a full name into first and last name.
import { EMAIL_PATTERN, MOBILE_PATTERN } from './account-constants.ts';

export type Contact = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value) && value.length <= 254;
}

export function isMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value);
}

/** An email (lowercased) or exactly 10 digits, after trimming; null for anything else. */
export function parseContact(raw: string): Contact | null {
  const value = raw.trim();
  if (isMobile(value)) return { kind: 'phone', value };
  if (isEmail(value)) return { kind: 'email', value: value.toLowerCase() };
  return null;
}

/** The registration's contacts: every non-blank value must be a contact; at most one of each kind. */
export function registrationContacts(
  values: ReadonlyArray<string | undefined>,
): { email: string | null; phone: string | null } | null {
  let email: string | null = null;
  let phone: string | null = null;
  for (const raw of values) {
    if (raw === undefined || raw.trim() === '') continue;
    const contact = parseContact(raw);
    if (!contact) return null;
    if (contact.kind === 'email') {
      if (email !== null && email !== contact.value) return null;
      email = contact.value;
    } else {
      if (phone !== null && phone !== contact.value) return null;
      phone = contact.value;
    }
  }
  return email === null && phone === null ? null : { email, phone };
}

/** "Aarav Kumar Sharma" -> first "Aarav", last "Kumar Sharma"; blanks collapse. */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}

export function joinName(firstName: string, lastName: string): string {
  return [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');
}
