// The add-partner form (spec section 5, 'Add CP') and the nominee's join form: checked in the order
// the form shows its boxes, first problem wins. Country and state are read-only, filled from the
// pincode lookup; partners are added in India only. Pure and tested beside; the gateway checks again.
import { isEmail, isEmailOrPhone, isPhone } from '@/lib/contact-shape.ts';
import {
  PASSWORD_LENGTH_MESSAGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MISMATCH_MESSAGE,
  PHONE_INVALID_MESSAGE,
  PINCODE_INVALID_MESSAGE,
  PINCODE_LENGTH,
} from '@/features/partner/partner-constants.ts';
import {
  COUNTRY_REQUIRED_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  INDIA_COUNTRY_ID,
  INDIA_ONLY_MESSAGE,
  REFER_CONTACT_INVALID_MESSAGE,
  requiredMessage,
  SALUTATION_REQUIRED_MESSAGE,
  STATE_REQUIRED_MESSAGE,
} from '@/features/partner/program/program-constants.ts';
import type { FormProblem } from './share-forms.ts';

const PINCODE_SHAPE = new RegExp(`^\\d{${PINCODE_LENGTH}}$`);

/** Digits only and exactly 6 of them. */
export function isPincode(value: string): boolean {
  return PINCODE_SHAPE.test(value.trim());
}

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
  const problem = (field: AddPartnerField, message: string) => ({ problem: { field, message } });
  if (!values.salutationId) return problem('salutationId', SALUTATION_REQUIRED_MESSAGE);
  if (!values.name.trim()) return problem('name', requiredMessage('Name'));
  if (!values.surname.trim()) return problem('surname', requiredMessage('Surname'));
  if (!values.email.trim()) return problem('email', requiredMessage('Email'));
  if (!isEmail(values.email)) return problem('email', EMAIL_INVALID_MESSAGE);
  if (!isPincode(values.pincode)) return problem('pincode', PINCODE_INVALID_MESSAGE);
  if (!place?.countryId) return problem('country', COUNTRY_REQUIRED_MESSAGE);
  if (!place.stateId) return problem('state', STATE_REQUIRED_MESSAGE);
  if (place.countryId !== INDIA_COUNTRY_ID) return problem('country', INDIA_ONLY_MESSAGE);
  if (!values.city.trim()) return problem('city', requiredMessage('City'));
  if (!values.phone.trim()) return problem('phone', requiredMessage('Phone'));
  if (!isPhone(values.phone)) return problem('phone', PHONE_INVALID_MESSAGE);
  if (!isEmailOrPhone(values.referContact)) return problem('referContact', REFER_CONTACT_INVALID_MESSAGE);
  return {
    input: {
      salutationId: values.salutationId,
      name: values.name.trim(),
      surname: values.surname.trim(),
      email: values.email.trim(),
      pincode: values.pincode.trim(),
      countryId: place.countryId,
      stateId: place.stateId,
      city: values.city.trim(),
      phone: values.phone.trim(),
      referName: values.referName.trim(),
      referContact: values.referContact.trim(),
    },
  };
}

export type JoinValues = {
  surname: string;
  phone: string;
  pincode: string;
  city: string;
  address: string;
  password: string;
  confirmPassword: string;
};
export type JoinField = keyof JoinValues;

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
  if (!values.surname.trim()) return { field: 'surname', message: requiredMessage('Surname') };
  if (!isPhone(values.phone)) return { field: 'phone', message: PHONE_INVALID_MESSAGE };
  if (!isPincode(values.pincode)) return { field: 'pincode', message: PINCODE_INVALID_MESSAGE };
  if (!values.city.trim()) return { field: 'city', message: requiredMessage('City') };
  if (!values.address.trim()) return { field: 'address', message: requiredMessage('Address') };
  if (values.password.length < PASSWORD_MIN_LENGTH || values.password.length > PASSWORD_MAX_LENGTH) {
    return { field: 'password', message: PASSWORD_LENGTH_MESSAGE };
  }
  if (values.password !== values.confirmPassword)
    return { field: 'confirmPassword', message: PASSWORD_MISMATCH_MESSAGE };
  return null;
}
