// Personal details (spec sections 2, 3 and 5) and the Aadhaar number: stored as 12 digits, always
// answered masked (XXXX XXXX 1234). Saving needs an Aadhaar number or file (given now or on record)
// and the accepted policy, else the spec's 'Please select Checkbox to Accept ... policy.'; the
// fields are checked in the order of the form, the policy last.
import { isPincode } from '../contact.ts';
import { AADHAAR_PATTERN, MASKED_AADHAAR_PATTERN, PARTNER_TEXT_LIMITS as LIMITS } from './limits.ts';
import { chosenId, partnerPhone, Problems, textProblem, type FormCheck } from './form-fields.ts';

/** 'XXXX XXXX 1234' for a stored number; null for none. */
export function maskAadhaar(aadhaar: string | null): string | null {
  if (aadhaar === null || !AADHAAR_PATTERN.test(aadhaar)) return null;
  return `XXXX XXXX ${aadhaar.slice(-4)}`;
}

export type AadhaarInput = { kind: 'keep' } | { kind: 'set'; value: string } | { kind: 'invalid' };

/**
 * The Aadhaar box of the edit form: blank, or a masked number sent back (XXXX XXXX 1234), keeps
 * the number on record; 12 digits (blanks and dashes between groups allowed) replace it.
 */
export function parseAadhaarInput(raw: string | null | undefined): AadhaarInput {
  const value = (raw ?? '').trim();
  if (value === '' || MASKED_AADHAAR_PATTERN.test(value)) return { kind: 'keep' };
  const digits = value.replace(/[\s-]/g, '');
  return AADHAAR_PATTERN.test(digits) ? { kind: 'set', value: digits } : { kind: 'invalid' };
}

export interface PersonalDetailsForm {
  name: string;
  surname: string;
  countryId: string | number | null;
  stateId: string | number | null;
  phone: string;
  city: string;
  address: string;
  pincode: string;
  /** Blank (or the masked number) keeps the number on record. */
  aadhaar: string | null;
  acceptPolicy: boolean;
}

export type PersonalDetailsField = keyof PersonalDetailsForm;

export interface PersonalDetails {
  name: string;
  surname: string;
  countryId: number;
  stateId: number;
  phone: string;
  city: string;
  address: string;
  pincode: string;
  /** undefined: keep the number on record. */
  aadhaar: string | undefined;
}

/** What the partner has already: an Aadhaar number or file on record, a file chosen now. */
export interface AadhaarOnHand {
  numberOnRecord: boolean;
  fileOnRecord: boolean;
  fileChosen: boolean;
}

export function checkPersonalDetails(
  form: PersonalDetailsForm,
  onHand: AadhaarOnHand,
): FormCheck<PersonalDetails, PersonalDetailsField> {
  const problems = new Problems<PersonalDetailsField>();
  problems.add('name', textProblem(form.name, { max: LIMITS.name, tooLong: 'nameTooLong', required: 'nameRequired' }));
  problems.add(
    'surname',
    textProblem(form.surname, { max: LIMITS.surname, tooLong: 'surnameTooLong', required: 'surnameRequired' }),
  );
  const countryId = chosenId(form.countryId);
  if (countryId === null) problems.add('countryId', 'country');
  const stateId = chosenId(form.stateId);
  if (stateId === null) problems.add('stateId', 'state');
  const phone = partnerPhone(form.phone);
  if (phone === null) problems.add('phone', 'phone');
  problems.add('city', textProblem(form.city, { max: LIMITS.city, tooLong: 'cityTooLong', required: 'cityRequired' }));
  problems.add(
    'address',
    textProblem(form.address, { max: LIMITS.address, tooLong: 'addressTooLong', required: 'addressRequired' }),
  );
  if (!isPincode(form.pincode)) problems.add('pincode', 'pincode');
  const aadhaar = parseAadhaarInput(form.aadhaar);
  if (aadhaar.kind === 'invalid') problems.add('aadhaar', 'aadhaar');
  const hasAadhaar =
    aadhaar.kind === 'set' ||
    (aadhaar.kind === 'keep' && onHand.numberOnRecord) ||
    onHand.fileChosen ||
    onHand.fileOnRecord;
  // The old site asked to tick the (ticked) policy box when the Aadhaar was missing: each problem
  // is named for what is missing.
  if (!hasAadhaar && aadhaar.kind !== 'invalid') problems.add('aadhaar', 'aadhaarMissing');
  if (!form.acceptPolicy) problems.add('acceptPolicy', 'policy');
  return problems.answer(() => ({
    name: form.name.trim(),
    surname: form.surname.trim(),
    countryId: countryId ?? 0,
    stateId: stateId ?? 0,
    phone: phone ?? '',
    city: form.city.trim(),
    address: form.address.trim(),
    pincode: form.pincode.trim(),
    aadhaar: aadhaar.kind === 'set' ? aadhaar.value : undefined,
  }));
}
