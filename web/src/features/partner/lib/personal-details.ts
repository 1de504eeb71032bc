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
