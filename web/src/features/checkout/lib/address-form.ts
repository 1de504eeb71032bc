// The address modal's state (pure): its fields, the messages of the address form's rules
// (@shop/commerce's checkout/address-form.ts) per field, the pincode lookup's part, and the mutation
// inputs.
import { addressProblems, gstNumberProblem } from '@shop/commerce/checkout/address-form';
import { ADDRESS_ERRORS } from '@shop/commerce/checkout/messages';
import { digitsOnly, isPincode, PINCODE_DIGITS } from '@shop/commerce/contact';

export type AddressFields = {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  address: string;
  pincode: string;
  city: string;
  state: string;
  country: string;
};

export type FieldErrors = Partial<Record<keyof AddressFields, string>>;

export const EMPTY_ADDRESS: AddressFields = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  address: '',
  pincode: '',
  city: '',
  state: '',
  country: '',
};

/** What is wrong with one address's fields; state and country come from the pincode lookup. */
export function addressErrors(fields: AddressFields): FieldErrors {
  const errors: FieldErrors = {};
  for (const problem of addressProblems(fields)) errors[problem.field] = ADDRESS_ERRORS[problem.key].message;
  if (isPincode(fields.pincode) && (!fields.state || !fields.country))
    errors.state = ADDRESS_ERRORS.unknownPincode.message;
  return errors;
}

/** The GST number of the GST mode (required there): its message, or null. */
export function gstError(gstNumber: string): string | null {
  const problem = gstNumberProblem(gstNumber);
  return problem ? ADDRESS_ERRORS[problem].message : null;
}

/** The form's fields as the gateway's AddressFieldsInput (state and country are the server's). */
export function toFieldsInput(fields: AddressFields) {
  const email = fields.email.trim();
  return {
    firstName: fields.firstName.trim(),
    lastName: fields.lastName.trim(),
    phone: fields.phone,
    address: fields.address.trim(),
    pincode: fields.pincode,
    city: fields.city.trim(),
    state: fields.state || null,
    country: fields.country || null,
    email: email || null,
  };
}

type SavedAddress = Omit<AddressFields, 'email'> & { email?: string | null };

/** A saved address as form fields. */
export function fromAddress(address: SavedAddress): AddressFields {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    phone: address.phone,
    email: address.email ?? '',
    address: address.address,
    pincode: address.pincode,
    city: address.city,
    state: address.state,
    country: address.country,
  };
}

/** A new pincode clears the state and country it had filled. */
export function withPincode(fields: AddressFields, pincode: string): AddressFields {
  const next = digitsOnly(pincode, PINCODE_DIGITS);
  return next === fields.pincode ? fields : { ...fields, pincode: next, state: '', country: '' };
}

/** The lookup's answer for the current pincode fills state and country (and an empty city). */
export function withPincodeDetails(
  fields: AddressFields,
  details: { pincode: string; state: string; country: string; city: string },
): AddressFields {
  if (details.pincode !== fields.pincode) return fields;
  return {
    ...fields,
    state: details.state,
    country: details.country,
    city: fields.city.trim() ? fields.city : details.city,
  };
}

/** The messages worth showing while typing: those of boxes that hold something (blank ones wait for the disabled submit). */
export function shownErrors(fields: AddressFields, errors: FieldErrors): FieldErrors {
  const shown: FieldErrors = {};
  for (const key of Object.keys(errors) as Array<keyof AddressFields>) {
    const source = key === 'state' ? fields.pincode : fields[key];
    if (source.trim()) shown[key === 'state' ? 'pincode' : key] = errors[key];
  }
  return shown;
}

export type ModalMode<A> =
  | { kind: 'add' }
  | { kind: 'edit-delivery'; address: A }
  | { kind: 'edit-billing'; address: A }
  | { kind: 'gst'; address: A };

export function modalTitle(mode: ModalMode<unknown>): string {
  switch (mode.kind) {
    case 'add':
      return 'Add new address';
    case 'edit-delivery':
      return 'Edit delivery address';
    case 'edit-billing':
      return 'Edit billing address';
    case 'gst':
      return 'Manage GST';
  }
}
