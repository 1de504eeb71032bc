// The forms that make a General partner, the pure parts: adding one (CP/SaveChannelPartner1: the
// spec's add-CP alerts in the old client's order, after the fields the browser requires) and
// joining by a nomination link (CP/JoinNomination), and phone numbers with an optional +91. A
// pincode's existence and state are the caller's to look up. Tested beside.
import { DEFAULT_COUNTRY_ID, PINCODE_PATTERN } from './checkout-constants.ts';
import { isEmail, parseContact } from './contact.ts';
import { FIELD_LABELS, PROGRAM_MESSAGES as M } from './partner-program-constants.ts';
import { isAcceptablePartnerPassword } from './partner-rules.ts';

export type FormCheck<T> = { ok: true; value: T } | { ok: false; message: string; field: string };
type RawFields = Readonly<Record<string, string | undefined>>;

const fail = <T>(message: string, field: string): FormCheck<T> => ({ ok: false, message, field });
const text = (raw: RawFields, key: string) => (raw[key] ?? '').trim();

/** 10 digits, with blanks, dashes and a leading +91 (or 91 before 10 digits) taken off; else null. */
export function normalisePhone(raw: string): string | null {
  let digits = raw.replace(/[\s-]/g, '');
  if (digits.startsWith('+91')) digits = digits.slice(3);
  else if (/^91\d{10}$/.test(digits)) digits = digits.slice(2);
  return /^\d{10}$/.test(digits) ? digits : null;
}

/** A positive integer id of a select box; null for blank, 0 or anything else. */
function selectedId(value: string): number | null {
  return /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

export interface NewPartnerForm {
  salutationId: number;
  name: string;
  surname: string;
  email: string;
  stateId: number;
  city: string;
  phone: string;
  pincode: string;
}

export interface NewPartnerFacts {
  salutationIds: ReadonlySet<number>;
  /** The states of India (the only country partners are added in). */
  indiaStateIds: ReadonlySet<number>;
}

const MAX_LENGTH: Readonly<Record<string, number>> = {
  Name: 120,
  SurName: 120,
  Email: 254,
  City: 120,
  surname: 120,
  city: 120,
  address: 500,
};

/**
 * The add-partner form (fields Name, SurName, Email, Country, State, City, Phone, Pincode, Refer,
 * ReferEmail, salid). Required fields first (the browser stops on them), then the spec's alerts:
 * salutation, country, state, India only, pincode, the master's contact, then phone and email.
 */
export function checkNewPartnerForm(raw: RawFields, facts: NewPartnerFacts): FormCheck<NewPartnerForm> {
  for (const key of ['Name', 'SurName', 'Email', 'City', 'Phone'] as const) {
    if (text(raw, key) === '') return fail(M.required(FIELD_LABELS[key]), key);
    if (text(raw, key).length > (MAX_LENGTH[key] ?? 20))
      return fail(M.tooLong(FIELD_LABELS[key], MAX_LENGTH[key] ?? 20), key);
  }
  const salutationId = selectedId(text(raw, 'salid'));
  if (salutationId === null || !facts.salutationIds.has(salutationId)) return fail(M.selectSalutation, 'salid');
  const countryId = selectedId(text(raw, 'Country'));
  if (countryId === null) return fail(M.selectCountry, 'Country');
  const stateId = selectedId(text(raw, 'State'));
  if (stateId === null) return fail(M.selectState, 'State');
  if (countryId !== DEFAULT_COUNTRY_ID) return fail(M.indiaOnly, 'Country');
  if (!facts.indiaStateIds.has(stateId)) return fail(M.selectState, 'State');
  const pincode = text(raw, 'Pincode');
  if (!PINCODE_PATTERN.test(pincode)) return fail(M.badPincode, 'Pincode');
  if (parseContact(text(raw, 'ReferEmail')) === null) return fail(M.badReferContact, 'ReferEmail');
  const phone = normalisePhone(text(raw, 'Phone'));
  if (phone === null) return fail(M.badPhone, 'Phone');
  const email = text(raw, 'Email').toLowerCase();
  if (!isEmail(email)) return fail(M.badEmail, 'Email');
  return {
    ok: true,
    value: {
      salutationId,
      name: text(raw, 'Name'),
      surname: text(raw, 'SurName'),
      email,
      stateId,
      city: text(raw, 'City'),
      phone,
      pincode,
    },
  };
}

export interface JoinForm {
  surname: string;
  phone: string;
  pincode: string;
  city: string;
  address: string;
  password: string;
}

/** The nominee's registration: surname, phone, pincode, city, address and a password typed twice. */
export function checkJoinForm(raw: RawFields): FormCheck<JoinForm> {
  const required = [
    ['surname', 'SurName'],
    ['phone', 'Phone'],
    ['city', 'City'],
    ['address', 'address'],
  ] as const;
  for (const [key, label] of required) {
    if (text(raw, key) === '') return fail(M.required(FIELD_LABELS[label]), key);
    const max = MAX_LENGTH[key] ?? 20;
    if (text(raw, key).length > max) return fail(M.tooLong(FIELD_LABELS[label], max), key);
  }
  const pincode = text(raw, 'pincode');
  if (!PINCODE_PATTERN.test(pincode)) return fail(M.badPincode, 'pincode');
  const phone = normalisePhone(text(raw, 'phone'));
  if (phone === null) return fail(M.badPhone, 'phone');
  const password = raw.password ?? '';
  if (password !== (raw.confirmPassword ?? '')) return fail(M.passwordsDiffer, 'confirmPassword');
  if (!isAcceptablePartnerPassword(password)) return fail(M.badPassword, 'password');
  return {
    ok: true,
    value: {
      surname: text(raw, 'surname'),
      phone,
      pincode,
      city: text(raw, 'city'),
      address: text(raw, 'address'),
      password,
    },
  };
}

/** The first name of a nominee who joins: the nomination's name without the surname it may end with. */
export function nomineeFirstName(nominatedName: string, surname: string): string {
  const name = nominatedName.trim().replace(/\s+/g, ' ');
  const suffix = ` ${surname.trim().replace(/\s+/g, ' ')}`;
  return suffix.length > 1 && name.length > suffix.length && name.toLowerCase().endsWith(suffix.toLowerCase())
    ? name.slice(0, -suffix.length)
    : name;
}
