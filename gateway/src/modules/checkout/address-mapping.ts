// The address answers of upstream (the address lists and the answers of saving, updating and
// deleting), parsed by the zod schemas generated from upstream's OpenAPI document and renamed to
// the gateway's Address;
// the form fields upstream expects (billingFirstName, agegroup ...) and the field a refusal names,
// read back as the form's own field. Nothing outside the checkout client sees these names.
import { parseAgeGroup, parseGender } from '@shop/commerce/checkout/address-form';
import type { AgeGroup as AgeGroupWord, Gender as GenderWord } from '@shop/commerce/checkout/limits';
import type { Address as AddressWire } from '../../generated/upstream/types.gen.ts';
import {
  zGetApiCheckoutUserAddressListResponse,
  zPostApiUserDeleteUserAddressResponse,
  zPostApiUserSaveUserDeliveryAddressResponse,
  zPostApiUserUpdateUserDeliveryAddressResponse,
  zErrorBody,
} from '../../generated/upstream/zod.gen.ts';
import type { AddressFields } from './inputs.ts';
import type { Address, AgeGroup, Gender } from './models.ts';

/** The schema's genders and age groups as the spec spells them (@shop/commerce's GENDERS, AGE_GROUPS). */
export const GENDER_VALUES: Record<Gender, GenderWord> = { MALE: 'Male', FEMALE: 'Female', OTHER: 'Other' };
export const AGE_GROUP_VALUES: Record<AgeGroup, AgeGroupWord> = {
  AGE_18_25: '18-25',
  AGE_25_40: '25-40',
  AGE_40_ABOVE: '40 above',
};

const blankToNull = (value: string | null): string | null => (value && value.trim() ? value.trim() : null);

/** The schema's value of a spec word (read by the package's rule), or null. */
function enumOf<T extends string, W extends string>(values: Record<T, W>, word: W | null): T | null {
  return word === null ? null : ((Object.keys(values) as T[]).find((key) => values[key] === word) ?? null);
}

export function toAddress(raw: AddressWire): Address {
  return {
    id: raw.id,
    kind: raw.kind === 'billing' ? 'BILLING' : 'DELIVERY',
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
    isPrimary: raw.isprimary === 1,
    gstNumber: blankToNull(raw.gst),
  };
}

/** User_address_list and User_address_list_Billing. */
export const addressListSchema = zGetApiCheckoutUserAddressListResponse.transform((list) => list.map(toAddress));

export const addressSavedSchema = zPostApiUserSaveUserDeliveryAddressResponse.transform((raw) => ({
  message: raw.message,
  address: toAddress(raw.address),
  billingAddress: raw.billing_address && toAddress(raw.billing_address),
}));

/** update_user_delivery_address and update_user_billing_address. */
export const addressUpdatedSchema = zPostApiUserUpdateUserDeliveryAddressResponse.transform((raw) => ({
  message: raw.message,
  address: toAddress(raw.address),
}));

export const addressDeletedSchema = zPostApiUserDeleteUserAddressResponse;

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

/** The field of a refusal: the first issue's path (a JSON pointer, '/billingFirstName'), as the form's field. */
export function refusedFieldOf(body: unknown): AddressFormField | null {
  const parsed = zErrorBody.safeParse(body);
  const path = parsed.success ? parsed.data.issues?.[0]?.path : undefined;
  return formFieldOf(path && path !== '/' ? path.replace(/^\//, '') : null);
}
