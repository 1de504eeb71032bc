// The address form of the checkout and the address list (spec sections 3 and 5): the billing and
// shipping field sets of the payload, each checked and trimmed. State and country are not taken
// from the form: the service fills them from the pincode directory. Pure; tested beside.
import { AGE_GROUPS, GENDERS, GSTIN_PATTERN, PINCODE_PATTERN } from './checkout-constants.ts';
import { isEmail, isMobile } from './contact.ts';

export const ADDRESS_MESSAGES = {
  firstName: 'Please enter the first name.',
  lastName: 'Please enter the last name.',
  address: 'Please enter the address.',
  city: 'Please enter the city.',
  pincode: 'Please enter a valid 6-digit pincode.',
  unknownPincode: 'We could not find this pincode. Please check it.',
  phone: 'Please enter a valid 10-digit mobile number.',
  email: 'Please enter a valid email address.',
  gender: 'Please select a gender.',
  ageGroup: 'Please select an age group.',
  gst: 'Please enter a valid GST number.',
  billingRequired: 'Please enter the billing address.',
} as const;

export const ADDRESS_LIMITS = { name: 60, address: 500, city: 120, email: 254 } as const;

/** One address's fields as the form sends them (all optional: the check says what is missing). */
export interface RawAddressFields {
  firstName?: string | undefined;
  lastName?: string | undefined;
  address?: string | undefined;
  city?: string | undefined;
  pincode?: string | undefined;
  phone?: string | undefined;
  email?: string | undefined;
}

export interface AddressFields {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  pincode: string;
  phone: string;
  email: string | null;
}

export type FieldsCheck =
  { ok: true; fields: AddressFields } | { ok: false; message: string; field: keyof RawAddressFields };

const text = (value: string | undefined): string => (value ?? '').trim().replace(/\s+/g, ' ');

export function checkAddressFields(raw: RawAddressFields): FieldsCheck {
  const firstName = text(raw.firstName);
  const lastName = text(raw.lastName);
  const address = (raw.address ?? '').trim();
  const city = text(raw.city);
  const pincode = text(raw.pincode);
  const phone = text(raw.phone);
  const email = text(raw.email).toLowerCase();
  if (!firstName || firstName.length > ADDRESS_LIMITS.name)
    return { ok: false, message: ADDRESS_MESSAGES.firstName, field: 'firstName' };
  if (!lastName || lastName.length > ADDRESS_LIMITS.name)
    return { ok: false, message: ADDRESS_MESSAGES.lastName, field: 'lastName' };
  if (!isMobile(phone)) return { ok: false, message: ADDRESS_MESSAGES.phone, field: 'phone' };
  if (!address || address.length > ADDRESS_LIMITS.address)
    return { ok: false, message: ADDRESS_MESSAGES.address, field: 'address' };
  if (!PINCODE_PATTERN.test(pincode)) return { ok: false, message: ADDRESS_MESSAGES.pincode, field: 'pincode' };
  if (!city || city.length > ADDRESS_LIMITS.city) return { ok: false, message: ADDRESS_MESSAGES.city, field: 'city' };
  if (email && !isEmail(email)) return { ok: false, message: ADDRESS_MESSAGES.email, field: 'email' };
  return { ok: true, fields: { firstName, lastName, address, city, pincode, phone, email: email || null } };
}

export type Gender = (typeof GENDERS)[number];
export type AgeGroup = (typeof AGE_GROUPS)[number];

/** The spec's gender value (case-insensitive), or null. */
export function parseGender(value: string | undefined): Gender | null {
  const v = text(value).toLowerCase();
  return GENDERS.find((g) => g.toLowerCase() === v) ?? null;
}

/** The spec's age group ('18-25', '25-40', '40 above'; blanks and case ignored), or null. */
export function parseAgeGroup(value: string | undefined): AgeGroup | null {
  const v = text(value).toLowerCase().replace(/\s+/g, '');
  return AGE_GROUPS.find((g) => g.replace(/\s+/g, '') === v) ?? null;
}

/** A GSTIN uppercased; '' or blank = none (null); undefined when malformed. */
export function parseGstin(value: string | null | undefined): string | null | undefined {
  const v = (value ?? '').trim().toUpperCase();
  if (v === '') return null;
  return GSTIN_PATTERN.test(v) ? v : undefined;
}

/** Flags of the form ('1', 1, true, 'true', 'on' are on). */
export function isOn(value: unknown): boolean {
  return (
    value === true ||
    value === 1 ||
    (typeof value === 'string' && ['1', 'true', 'on', 'yes'].includes(value.trim().toLowerCase()))
  );
}
