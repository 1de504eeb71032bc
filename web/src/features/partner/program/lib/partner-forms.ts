// The add-partner form (spec section 5, 'Add CP') and the nominee's join form on @shop/commerce's
// rules (new-partner.ts): the first problem, or the mutation's input. Country and state are
// read-only, filled from the pincode lookup (the place); partners are added in India only.
import { checkJoin, checkNewPartner, type JoinField, type JoinForm } from '@shop/commerce/partner/new-partner';
import { firstProblem, problemOf, type FormProblem } from '@/features/partner/lib/partner-problem.ts';

/** The place a pincode lookup found (ids as the GraphQL `ID`s). */
export type Place = {
  countryId: string;
  country: string;
  stateId: string;
  state: string;
  city: string;
  phonePrefix: string;
};

export type AddPartnerValues = {
  salutationId: string;
  name: string;
  surname: string;
  email: string;
  pincode: string;
  city: string;
  phone: string;
  referName: string;
  referContact: string;
};
export type AddPartnerField = keyof AddPartnerValues | 'country' | 'state';

export const EMPTY_ADD_PARTNER: AddPartnerValues = {
  salutationId: '',
  name: '',
  surname: '',
  email: '',
  pincode: '',
  city: '',
  phone: '',
  referName: '',
  referContact: '',
};

export type AddPartnerInputShape = {
  salutationId: string;
  name: string;
  surname: string;
  email: string;
  pincode: string;
  countryId: string;
  stateId: string;
  city: string;
  phone: string;
  referName: string;
  referContact: string;
};

/** The first problem of the add-partner form (with the place its pincode found, if any), or its input. */
export function checkAddPartner(
  values: AddPartnerValues,
  place: Place | null,
): { problem: FormProblem<AddPartnerField> } | { input: AddPartnerInputShape } {
  const check = checkNewPartner({ ...values, countryId: place?.countryId ?? null, stateId: place?.stateId ?? null });
  if (!check.ok) {
    const { field, message } = problemOf(check.problems[0]!);
    const shown = field === 'countryId' ? 'country' : field === 'stateId' ? 'state' : field;
    return { problem: { field: shown, message } };
  }
  const partner = check.value;
  return {
    input: {
      salutationId: values.salutationId,
      name: partner.name,
      surname: partner.surname,
      email: partner.email,
      pincode: partner.pincode,
      countryId: String(partner.countryId),
      stateId: String(partner.stateId),
      city: partner.city,
      phone: partner.phone,
      referName: values.referName.trim(),
      referContact: partner.referContact,
    },
  };
}

export type JoinValues = JoinForm;
export type { JoinField };

export const EMPTY_JOIN: JoinValues = {
  surname: '',
  phone: '',
  pincode: '',
  city: '',
  address: '',
  password: '',
  confirmPassword: '',
};

/** The first problem of the nominee's join form, or null. */
export function joinProblem(values: JoinValues): FormProblem<JoinField> | null {
  const check = checkJoin(values);
  return check.ok ? null : firstProblem(check.problems);
}
