// The address REST shapes (upstream/README.md, "Checkout and orders contract"): the address lists
// and the answers of saving, updating and deleting, parsed and renamed to the gateway's Address;
// the form fields upstream expects (billingFirstName, agegroup ...) and the field a refusal names,
// read back as the form's own field. Nothing outside the checkout client sees these names.
import { parseAgeGroup, parseGender } from '@shop/commerce/checkout/address-form';
import type { AgeGroup as AgeGroupWord, Gender as GenderWord } from '@shop/commerce/checkout/limits';
import { z } from 'zod';
import type { AgeGroup, Gender } from '../../generated/resolvers.ts';
import type { AddressFields } from './inputs.ts';
import type { Address } from './models.ts';

/** The schema's genders and age groups as the spec spells them (@shop/commerce's GENDERS, AGE_GROUPS). */
export const GENDER_VALUES: Record<Gender, GenderWord> = { MALE: 'Male', FEMALE: 'Female', OTHER: 'Other' };
export const AGE_GROUP_VALUES: Record<AgeGroup, AgeGroupWord> = {
  AGE_18_25: '18-25',
  AGE_25_40: '25-40',
  AGE_40_ABOVE: '40 above',
};

const id = z.number().int();
const blankToNull = (value: string | null | undefined): string | null => (value && value.trim() ? value.trim() : null);

/** The schema's value of a spec word (read by the package's rule), or null. */
function enumOf<T extends string, W extends string>(values: Record<T, W>, word: W | null): T | null {
  return word === null ? null : ((Object.keys(values) as T[]).find((key) => values[key] === word) ?? null);
}

export const addressSchema = z
  .object({
    id,
    kind: z.enum(['delivery', 'billing']).nullish(),
    fname: z.string(),
    lname: z.string(),
    deladdress: z.string(),
    delcity: z.string(),
    delstate: z.string(),
    country: z.string(),
    pincode: z.string(),
    mobile_no: z.string(),
    emailid: z.string().nullish(),
    gender: z.string().nullish(),
    agegroup: z.string().nullish(),
    isprimary: z.union([z.number(), z.boolean()]).nullish(),
    gst: z.string().nullish(),
  })
  .transform((raw): Omit<Address, 'kind'> & { kind: Address['kind'] | null } => ({
    id: raw.id,
    kind: raw.kind === 'billing' ? 'BILLING' : raw.kind === 'delivery' ? 'DELIVERY' : null,
    firstName: raw.fname,
    lastName: raw.lname,
    address: raw.deladdress,
    city: raw.delcity,
    state: raw.delstate,
    country: raw.country,
    pincode: raw.pincode,
    phone: raw.mobile_no,
    email: blankToNull(raw.emailid),
    gender: enumOf(GENDER_VALUES, parseGender(raw.gender)),
    ageGroup: enumOf(AGE_GROUP_VALUES, parseAgeGroup(raw.agegroup)),
    isPrimary: raw.isprimary === 1 || raw.isprimary === true,
    gstNumber: blankToNull(raw.gst),
  }));

/** A list of one kind: the kind comes from the endpoint when upstream does not say. */
export const addressListSchema = (kind: Address['kind']) =>
  z.array(addressSchema).transform((list): Address[] => list.map((a) => ({ ...a, kind: a.kind ?? kind })));

export const addressSavedSchema = z
  .object({
    message: z.string().nullish(),
    address: addressSchema,
    billing_address: addressSchema.nullish(),
  })
  .transform((raw) => ({
    message: raw.message ?? null,
    address: { ...raw.address, kind: raw.address.kind ?? 'DELIVERY' } as Address,
    billingAddress: raw.billing_address
      ? ({ ...raw.billing_address, kind: raw.billing_address.kind ?? 'BILLING' } as Address)
      : null,
  }));

export const addressUpdatedSchema = (kind: Address['kind']) =>
  z.object({ message: z.string().nullish(), address: addressSchema }).transform((raw) => ({
    message: raw.message ?? null,
    address: { ...raw.address, kind: raw.address.kind ?? kind } as Address,
  }));

export const addressDeletedSchema = z.object({ id, message: z.string().nullish() });

/** The form fields of one address under the REST contract's names (billingFirstName, shippingCity, ...). */
export function addressPayload(prefix: 'billing' | 'shipping', fields: AddressFields): Record<string, string> {
  return {
    [`${prefix}FirstName`]: fields.firstName,
    [`${prefix}LastName`]: fields.lastName,
    [`${prefix}Address`]: fields.address,
    [`${prefix}City`]: fields.city,
    [`${prefix}State`]: fields.state ?? '',
    [`${prefix}Country`]: fields.country ?? '',
    [`${prefix}Pincode`]: fields.pincode,
    [`${prefix}Phone`]: fields.phone,
    [`${prefix}Email`]: fields.email ?? '',
  };
}

/** The form field a refusal is about: an address field (of the billing or shipping part), or another field. */
export interface AddressFormField {
  part: 'billing' | 'shipping' | null;
  name: string;
}

const FORM_FIELDS: Readonly<Record<string, string>> = {
  gender: 'gender',
  agegroup: 'ageGroup',
  gst: 'gstNumber',
  id: 'id',
};

/** Upstream's field name (billingFirstName, agegroup, ...) as the form's own field. */
export function formFieldOf(upstreamField: string | null): AddressFormField | null {
  if (!upstreamField) return null;
  const match = /^(billing|shipping)([A-Z]\w*)$/.exec(upstreamField);
  if (match) {
    const name = match[2]!.charAt(0).toLowerCase() + match[2]!.slice(1);
    return { part: match[1] as 'billing' | 'shipping', name };
  }
  return { part: null, name: FORM_FIELDS[upstreamField] ?? upstreamField };
}

const issuesSchema = z.object({ issues: z.array(z.object({ path: z.string() })).nullish() }).loose();

/** The field of a refusal: the first issue's path (a JSON pointer, '/billingFirstName'), as the form's field. */
export function refusedFieldOf(body: unknown): AddressFormField | null {
  const parsed = issuesSchema.safeParse(body);
  const path = parsed.success ? parsed.data.issues?.[0]?.path : undefined;
  return formFieldOf(path && path !== '/' ? path.replace(/^\//, '') : null);
}
