// The forms that make a General partner as upstream reads them: adding one (CP/SaveChannelPartner1:
// Name, SurName, Email, Country, State, City, Phone, Pincode, ReferEmail, salid) and joining by a
// nomination link (CP/JoinNomination), read into @shop/commerce's rules (new-partner.ts), whose
// first problem becomes the spec's message on the form's field name; and a nominee's first name.
import {
  checkJoin,
  checkNewPartner,
  type JoinField,
  type NewPartner,
  type NewPartnerFacts,
  type NewPartnerField,
} from '@shop/commerce/partner/new-partner';
import { firstRefusal, type FormCheck } from './partner-forms.ts';

type RawFields = Readonly<Record<string, string | undefined>>;

const text = (raw: RawFields, key: string) => (raw[key] ?? '').trim();

const NEW_PARTNER_NAMES: Readonly<Record<NewPartnerField, string>> = {
  salutationId: 'salid',
  name: 'Name',
  surname: 'SurName',
  email: 'Email',
  pincode: 'Pincode',
  countryId: 'Country',
  stateId: 'State',
  city: 'City',
  phone: 'Phone',
  referContact: 'ReferEmail',
};

/** The add-partner form, checked in the order of its boxes (new-partner.ts). */
export function checkNewPartnerForm(raw: RawFields, facts: NewPartnerFacts): FormCheck<NewPartner> {
  const value = (field: NewPartnerField) => text(raw, NEW_PARTNER_NAMES[field]);
  const check = checkNewPartner(
    {
      salutationId: value('salutationId'),
      name: value('name'),
      surname: value('surname'),
      email: value('email'),
      pincode: value('pincode'),
      countryId: value('countryId'),
      stateId: value('stateId'),
      city: value('city'),
      phone: value('phone'),
      referContact: value('referContact'),
    },
    facts,
  );
  return firstRefusal(check, NEW_PARTNER_NAMES);
}

export interface JoinForm {
  surname: string;
  phone: string;
  pincode: string;
  city: string;
  address: string;
  password: string;
}

const JOIN_NAMES: Readonly<Record<JoinField, string>> = {
  surname: 'surname',
  phone: 'phone',
  pincode: 'pincode',
  city: 'city',
  address: 'address',
  password: 'password',
  confirmPassword: 'confirmPassword',
};

/** The nominee's registration: surname, phone, pincode, city, address and a password typed twice. */
export function checkJoinForm(raw: RawFields): FormCheck<JoinForm> {
  const check = firstRefusal(
    checkJoin({
      surname: text(raw, 'surname'),
      phone: text(raw, 'phone'),
      pincode: text(raw, 'pincode'),
      city: text(raw, 'city'),
      address: text(raw, 'address'),
      password: raw.password ?? '',
      confirmPassword: raw.confirmPassword ?? '',
    }),
    JOIN_NAMES,
  );
  if (!check.ok) return check;
  const { confirmPassword: _confirm, ...form } = check.value;
  return { ok: true, value: form };
}

/** The first name of a nominee who joins: the nomination's name without the surname it may end with. */
export function nomineeFirstName(nominatedName: string, surname: string): string {
  const name = nominatedName.trim().replace(/\s+/g, ' ');
  const suffix = ` ${surname.trim().replace(/\s+/g, ' ')}`;
  return suffix.length > 1 && name.length > suffix.length && name.toLowerCase().endsWith(suffix.toLowerCase())
    ? name.slice(0, -suffix.length)
    : name;
}
