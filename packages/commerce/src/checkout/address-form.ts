// The address form (storefront spec sections 3 and 5): first name, last name, phone, address,
// pincode and city required, email optional; gender and age group for a billing address; a GST
// number in GST mode. State and country are not the form's: they come from the pincode directory.
// A check answers the field and the key of its refusal in ADDRESS_ERRORS.
import { EMAIL_MAX_LENGTH, isEmail, isPhone, isPincode } from '../contact.ts';
import { ADDRESS_LIMITS, AGE_GROUPS, GENDERS, GSTIN_PATTERN, type AgeGroup, type Gender } from './limits.ts';
import type { AddressErrorKey } from './messages.ts';

/** One address's fields as a form sends them (any may be missing: the check says what is). */
export interface RawAddressFields {
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  address?: string | null | undefined;
  city?: string | null | undefined;
  pincode?: string | null | undefined;
  phone?: string | null | undefined;
  email?: string | null | undefined;
}

export interface AddressFields {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  pincode: string;
  phone: string;
  /** Lowercased; null when blank. */
  email: string | null;
}

export type AddressField = keyof AddressFields;
export interface AddressProblem {
  field: AddressField;
  key: AddressErrorKey;
}

/** Trimmed, with runs of blanks as one space. */
const text = (value: string | null | undefined): string => (value ?? '').trim().replace(/\s+/g, ' ');

/** The fields as they are kept: trimmed (the street address keeps its line breaks), email lowercased. */
export function normaliseAddressFields(raw: RawAddressFields): AddressFields {
  const email = text(raw.email).toLowerCase();
  return {
    firstName: text(raw.firstName),
    lastName: text(raw.lastName),
    address: (raw.address ?? '').trim(),
    city: text(raw.city),
    pincode: text(raw.pincode),
    phone: text(raw.phone),
    email: email === '' ? null : email,
  };
}

const within = (value: string, max: number): boolean => value !== '' && value.length <= max;

/** Every problem of an address's fields, in the form's order; [] when it may be saved. */
export function addressProblems(raw: RawAddressFields): AddressProblem[] {
  const f = normaliseAddressFields(raw);
  const problems: AddressProblem[] = [];
  const refuse = (field: AddressField, key: AddressErrorKey = field) => problems.push({ field, key });
  if (!within(f.firstName, ADDRESS_LIMITS.name)) refuse('firstName');
  if (!within(f.lastName, ADDRESS_LIMITS.name)) refuse('lastName');
  if (!isPhone(f.phone)) refuse('phone');
  if (!within(f.address, ADDRESS_LIMITS.address)) refuse('address');
  if (!isPincode(f.pincode)) refuse('pincode');
  if (!within(f.city, ADDRESS_LIMITS.city)) refuse('city');
  if (f.email !== null && (f.email.length > EMAIL_MAX_LENGTH || !isEmail(f.email))) refuse('email');
  return problems;
}

export type AddressCheck = { ok: true; fields: AddressFields } | { ok: false; problem: AddressProblem };

/** The fields kept, or the first problem. */
export function checkAddressFields(raw: RawAddressFields): AddressCheck {
  const [problem] = addressProblems(raw);
  return problem ? { ok: false, problem } : { ok: true, fields: normaliseAddressFields(raw) };
}

/** The spec's gender (case-insensitive), or null. */
export function parseGender(value: string | null | undefined): Gender | null {
  const v = text(value).toLowerCase();
  return GENDERS.find((g) => g.toLowerCase() === v) ?? null;
}

/** The spec's age group ('18-25', '25-40', '40 above'; blanks and case ignored), or null. */
export function parseAgeGroup(value: string | null | undefined): AgeGroup | null {
  const v = text(value).toLowerCase().replace(/\s+/g, '');
  return AGE_GROUPS.find((g) => g.replace(/\s+/g, '') === v) ?? null;
}

/** A GSTIN uppercased; blank means none (null); undefined when malformed. */
export function parseGstin(value: string | null | undefined): string | null | undefined {
  const v = (value ?? '').trim().toUpperCase();
  if (v === '') return null;
  return GSTIN_PATTERN.test(v) ? v : undefined;
}

/** The GST number of GST mode, where it is required: null when well formed. */
export function gstNumberProblem(
  value: string | null | undefined,
): Extract<AddressErrorKey, 'gstRequired' | 'gstInvalid'> | null {
  const gstin = parseGstin(value);
  if (gstin === null) return 'gstRequired';
  return gstin === undefined ? 'gstInvalid' : null;
}
