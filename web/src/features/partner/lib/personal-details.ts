// The personal details form (spec sections 2 and 5) on @shop/commerce's rule: the boxes in the
// order of the form, then an Aadhaar number or file (chosen now or on record) and the accepted
// policy; and the mutation's input.
import {
  checkPersonalDetails,
  parseAadhaarInput,
  type AadhaarOnHand,
  type PersonalDetailsField,
} from '@shop/commerce/partner/personal-details';
import { firstProblem, type FormProblem } from './partner-problem.ts';

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

/** The first problem of the form, or null. */
export function personalDetailsProblem(
  values: PersonalDetailsValues,
  onHand: AadhaarOnHand,
): FormProblem<PersonalDetailsField> | null {
  const check = checkPersonalDetails(values, onHand);
  return check.ok ? null : firstProblem(check.problems);
}

/** The mutation's input fields (trimmed; a blank Aadhaar number is left out). */
export function personalDetailsInput(values: PersonalDetailsValues) {
  const aadhaar = parseAadhaarInput(values.aadhaar);
  return {
    name: values.name.trim(),
    surname: values.surname.trim(),
    countryId: values.countryId,
    stateId: values.stateId,
    phone: values.phone.trim(),
    city: values.city.trim(),
    address: values.address.trim(),
    pincode: values.pincode.trim(),
    aadhaar: aadhaar.kind === 'set' ? aadhaar.value : null,
    acceptPolicy: values.acceptPolicy,
  };
}

type Place = { pincode: string; city: string; state: string; country: string };
type CountryChoice = { id: string; name: string; states: ReadonlyArray<{ id: string; name: string }> };

const sameName = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The pincode lookup's place for the current pincode picks the country and state of the lists by
 * name (left as chosen when a list has no such name) and fills an empty city, as checkout does.
 */
export function withPincodePlace(
  values: PersonalDetailsValues,
  place: Place,
  countries: readonly CountryChoice[],
): PersonalDetailsValues {
  if (place.pincode !== values.pincode) return values;
  const country = countries.find((c) => sameName(c.name, place.country));
  const state = country?.states.find((s) => sameName(s.name, place.state));
  return {
    ...values,
    countryId: country && state ? country.id : values.countryId,
    stateId: country && state ? state.id : values.stateId,
    city: values.city.trim() ? values.city : place.city,
  };
}
