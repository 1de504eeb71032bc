// The two ways a General partner is made, their forms' rules, each in the order of its form. Adding
// one (spec section 5, 'Add CP'): salutation, name, surname, email, the 6-digit pincode, then the
// country and state the pincode lookup filled (India only), city, phone and the Master's contact.
// Joining by a nomination's link: the nominee's details and a password typed twice. Whether a
// pincode exists, and the salutations and states there are, are the caller's to know (facts).
import { isEmail, isPincode } from '../contact.ts';
import { INDIA_COUNTRY_ID, PARTNER_TEXT_LIMITS as LIMITS } from './limits.ts';
import { chosenId, partnerPhone, Problems, textProblem, type FormCheck } from './form-fields.ts';
import { checkNewPassword } from './passwords.ts';
import { isReferContact } from './recipients.ts';

export interface NewPartnerForm {
  salutationId: string | number | null;
  name: string;
  surname: string;
  email: string;
  pincode: string;
  countryId: string | number | null;
  stateId: string | number | null;
  city: string;
  phone: string;
  /** The Master's email or mobile number (prefilled from its own details). */
  referContact: string;
}

export type NewPartnerField = keyof NewPartnerForm;

export interface NewPartner {
  salutationId: number;
  name: string;
  surname: string;
  /** Lowercased. */
  email: string;
  pincode: string;
  countryId: number;
  stateId: number;
  city: string;
  /** 10 digits. */
  phone: string;
  referContact: string;
}

/** What the caller knows of the choices: the salutations there are, and India's states. */
export interface NewPartnerFacts {
  salutationIds?: ReadonlySet<number>;
  indiaStateIds?: ReadonlySet<number>;
}

export function checkNewPartner(
  form: NewPartnerForm,
  facts: NewPartnerFacts = {},
): FormCheck<NewPartner, NewPartnerField> {
  const problems = new Problems<NewPartnerField>();
  const salutationId = chosenId(form.salutationId);
  if (salutationId === null || (facts.salutationIds && !facts.salutationIds.has(salutationId)))
    problems.add('salutationId', 'salutation');
  problems.add('name', textProblem(form.name, { max: LIMITS.name, tooLong: 'nameTooLong', required: 'nameRequired' }));
  problems.add(
    'surname',
    textProblem(form.surname, { max: LIMITS.surname, tooLong: 'surnameTooLong', required: 'surnameRequired' }),
  );
  const email = form.email.trim().toLowerCase();
  if (email === '') problems.add('email', 'emailRequired');
  else if (!isEmail(email)) problems.add('email', 'email');
  if (!isPincode(form.pincode)) problems.add('pincode', 'pincode');
  const countryId = chosenId(form.countryId);
  const stateId = chosenId(form.stateId);
  if (countryId === null) problems.add('countryId', 'country');
  if (stateId === null) problems.add('stateId', 'state');
  if (countryId !== null && countryId !== INDIA_COUNTRY_ID) problems.add('countryId', 'indiaOnly');
  if (stateId !== null && facts.indiaStateIds && !facts.indiaStateIds.has(stateId)) problems.add('stateId', 'state');
  problems.add('city', textProblem(form.city, { max: LIMITS.city, tooLong: 'cityTooLong', required: 'cityRequired' }));
  const phone = partnerPhone(form.phone);
  if (form.phone.trim() === '') problems.add('phone', 'phoneRequired');
  else if (phone === null) problems.add('phone', 'phone');
  if (!isReferContact(form.referContact)) problems.add('referContact', 'referContact');

  return problems.answer(() => ({
    salutationId: salutationId ?? 0,
    name: form.name.trim(),
    surname: form.surname.trim(),
    email,
    pincode: form.pincode.trim(),
    countryId: countryId ?? 0,
    stateId: stateId ?? 0,
    city: form.city.trim(),
    phone: phone ?? '',
    referContact: form.referContact.trim(),
  }));
}

export interface JoinForm {
  surname: string;
  phone: string;
  pincode: string;
  city: string;
  address: string;
  password: string;
  confirmPassword: string;
}

export type JoinField = keyof JoinForm;

/** The nominee's registration in the order of the form; the password is never trimmed. */
export function checkJoin(form: JoinForm): FormCheck<JoinForm, JoinField> {
  const problems = new Problems<JoinField>();
  problems.add(
    'surname',
    textProblem(form.surname, { max: LIMITS.surname, tooLong: 'surnameTooLong', required: 'surnameRequired' }),
  );
  const phone = partnerPhone(form.phone);
  if (form.phone.trim() === '') problems.add('phone', 'phoneRequired');
  else if (phone === null) problems.add('phone', 'phone');
  if (!isPincode(form.pincode)) problems.add('pincode', 'pincode');
  problems.add('city', textProblem(form.city, { max: LIMITS.city, tooLong: 'cityTooLong', required: 'cityRequired' }));
  problems.add(
    'address',
    textProblem(form.address, { max: LIMITS.address, tooLong: 'addressTooLong', required: 'addressRequired' }),
  );
  for (const problem of checkNewPassword(form.password, form.confirmPassword)) problems.add(problem.field, problem.key);
  return problems.answer(() => ({
    surname: form.surname.trim(),
    phone: phone ?? '',
    pincode: form.pincode.trim(),
    city: form.city.trim(),
    address: form.address.trim(),
    password: form.password,
    confirmPassword: form.confirmPassword,
  }));
}
