// The personal details form (spec sections 2 and 5): the checks made before sending, in the order
// of the form; the server checks them again. An Aadhaar number (12 digits) or file, or one already
// on record, and the accepted policy are needed, else the spec's policy message.
import type { FieldMessage } from '@/lib/user-errors.ts';
import {
  AADHAAR_INVALID_MESSAGE,
  AADHAAR_LENGTH,
  ADDRESS_REQUIRED_MESSAGE,
  CITY_REQUIRED_MESSAGE,
  COUNTRY_REQUIRED_MESSAGE,
  NAME_REQUIRED_MESSAGE,
  PHONE_INVALID_MESSAGE,
  PHONE_LENGTH,
  PINCODE_INVALID_MESSAGE,
  PINCODE_LENGTH,
  POLICY_MESSAGE,
  STATE_REQUIRED_MESSAGE,
  SURNAME_REQUIRED_MESSAGE,
} from '@/features/partner/partner-constants.ts';

export type PersonalDetailsValues = {
  name: string;
  surname: string;
  countryId: string;
  stateId: string;
  phone: string;
  city: string;
  address: string;
  pincode: string;
  /** Blank keeps the number on record. */
  aadhaar: string;
  acceptPolicy: boolean;
};

export type AadhaarState = { fileChosen: boolean; onRecord: boolean };

const digits = (value: string, length: number): boolean => new RegExp(`^\\d{${length}}$`).test(value);

/** The first problem of the form (the field it concerns and the message), or null. */
export function personalDetailsProblem(values: PersonalDetailsValues, aadhaar: AadhaarState): FieldMessage | null {
  if (values.name.trim() === '') return { field: 'name', message: NAME_REQUIRED_MESSAGE };
  if (values.surname.trim() === '') return { field: 'surname', message: SURNAME_REQUIRED_MESSAGE };
  if (values.countryId === '') return { field: 'countryId', message: COUNTRY_REQUIRED_MESSAGE };
  if (values.stateId === '') return { field: 'stateId', message: STATE_REQUIRED_MESSAGE };
  if (!digits(values.phone, PHONE_LENGTH)) return { field: 'phone', message: PHONE_INVALID_MESSAGE };
  if (values.city.trim() === '') return { field: 'city', message: CITY_REQUIRED_MESSAGE };
  if (values.address.trim() === '') return { field: 'address', message: ADDRESS_REQUIRED_MESSAGE };
  if (!digits(values.pincode, PINCODE_LENGTH)) return { field: 'pincode', message: PINCODE_INVALID_MESSAGE };
  const number = values.aadhaar.replace(/\s/g, '');
  if (number !== '' && !digits(number, AADHAAR_LENGTH)) return { field: 'aadhaar', message: AADHAAR_INVALID_MESSAGE };
  const hasAadhaar = number !== '' || aadhaar.fileChosen || aadhaar.onRecord;
  if (!hasAadhaar || !values.acceptPolicy) return { field: 'acceptPolicy', message: POLICY_MESSAGE };
  return null;
}

/** The mutation's input fields (trimmed; a blank Aadhaar number is left out). */
export function personalDetailsInput(values: PersonalDetailsValues) {
  const aadhaar = values.aadhaar.replace(/\s/g, '');
  return {
    name: values.name.trim(),
    surname: values.surname.trim(),
    countryId: values.countryId,
    stateId: values.stateId,
    phone: values.phone,
    city: values.city.trim(),
    address: values.address.trim(),
    pincode: values.pincode,
    aadhaar: aadhaar === '' ? null : aadhaar,
    acceptPolicy: values.acceptPolicy,
  };
}
