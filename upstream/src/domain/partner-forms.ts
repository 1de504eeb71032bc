// The partner forms as the portal posts them to upstream (multipart text fields with the spec's
// names: cpName, bank_Name, cpname, ...), read into the plain shapes of @shop/commerce's partner
// rules, whose problems become the spec's messages on the form's own field names. Lookups (the
// country and state on record, stored documents) are the service's. Tested beside.
import {
  BANK_FIELDS,
  checkBankDetails,
  isBankDraft as isDraft,
  type BankDetails,
  type BankField,
} from '@shop/commerce/partner/bank-details';
import type { FormCheck as PartnerCheck } from '@shop/commerce/partner/form-fields';
import { PARTNER_ERRORS, type FieldProblem } from '@shop/commerce/partner/messages';
import {
  checkPersonalDetails,
  type AadhaarOnHand,
  type PersonalDetails,
  type PersonalDetailsField,
} from '@shop/commerce/partner/personal-details';
import { checkSupportForm as checkSupport, type SupportField } from '@shop/commerce/partner/support-form';

/** A multipart form's text fields: each name with its values in order. */
export type FormFields = ReadonlyMap<string, readonly string[]>;
export type FieldIssue = { path: string; message: string };
export type FormCheck<T> = { ok: true; value: T } | { ok: false; field: string; message: string };

const TRUE_VALUES = new Set(['true', '1', 'on', 'yes']);

/** The first value of a field, trimmed; '' when absent. */
export function fieldValue(fields: FormFields, name: string): string {
  return (fields.get(name)?.[0] ?? '').trim();
}

/** A check of the package as upstream answers it: the value, or the first problem on the form's field name. */
export function firstRefusal<T, F extends string>(
  check: PartnerCheck<T, F>,
  formNames: Readonly<Record<F, string>>,
): FormCheck<T> {
  if (check.ok) return check;
  const problem = check.problems[0] as FieldProblem<F>;
  return { ok: false, field: formNames[problem.field], message: PARTNER_ERRORS[problem.key].message };
}

const PERSONAL_NAMES: Readonly<Record<PersonalDetailsField, string>> = {
  name: 'cpName',
  surname: 'cpSurname',
  countryId: 'country_id',
  stateId: 'states_id',
  phone: 'phoneNo',
  city: 'cityName',
  address: 'cpAddress',
  pincode: 'pincode',
  aadhaar: 'aadhar',
  acceptPolicy: 'policy',
};

/**
 * CP/UpdateCpDetails: the fields in form order, then an Aadhaar number or file (given now or on
 * record) and the accepted policy ('true' or '1'), else the spec's policy message.
 */
export function checkPersonalForm(fields: FormFields, onHand: AadhaarOnHand): FormCheck<PersonalDetails> {
  const value = (field: PersonalDetailsField) => fieldValue(fields, PERSONAL_NAMES[field]);
  const check = checkPersonalDetails(
    {
      name: value('name'),
      surname: value('surname'),
      countryId: value('countryId'),
      stateId: value('stateId'),
      phone: value('phone'),
      city: value('city'),
      address: value('address'),
      pincode: value('pincode'),
      aadhaar: value('aadhaar'),
      acceptPolicy: TRUE_VALUES.has(value('acceptPolicy').toLowerCase()),
    },
    onHand,
  );
  return firstRefusal(check, PERSONAL_NAMES);
}

/** Bank details as stored; every field may be blank (the record is then a draft). */
export interface BankForm {
  bank_name: string;
  bank_account_no: string;
  bank_account_type: string;
  bank_city: string;
  bank_address: string;
  bank_branch: string;
  pan_no: string;
  swift_code: string;
  rtgs_ifsc_code: string;
  neft_ifsc_code: string;
  micr_code: string;
  crossed_cheque_no: string;
}

/** The stored column of each bank field. */
const BANK_COLUMNS: Readonly<Record<BankField, keyof BankForm>> = {
  bankName: 'bank_name',
  accountNumber: 'bank_account_no',
  accountType: 'bank_account_type',
  city: 'bank_city',
  address: 'bank_address',
  branch: 'bank_branch',
  pan: 'pan_no',
  swiftCode: 'swift_code',
  rtgsIfscCode: 'rtgs_ifsc_code',
  neftIfscCode: 'neft_ifsc_code',
  micrCode: 'micr_code',
  crossedChequeNumber: 'crossed_cheque_no',
};

const toColumns = (details: BankDetails): BankForm => {
  const row = {} as BankForm;
  for (const field of BANK_FIELDS) row[BANK_COLUMNS[field.key]] = details[field.key];
  return row;
};

const fromColumns = (row: BankForm): BankDetails => {
  const details = {} as BankDetails;
  for (const field of BANK_FIELDS) details[field.key] = row[BANK_COLUMNS[field.key]];
  return details;
};

/** CP/BandDetails: blank fields are allowed; each filled field of the wrong form is an issue at /{form name}. */
export function checkBankForm(fields: FormFields): { ok: true; value: BankForm } | { ok: false; issues: FieldIssue[] } {
  const values: Partial<Record<BankField, string>> = {};
  for (const field of BANK_FIELDS) values[field.key] = fieldValue(fields, field.name);
  const check = checkBankDetails(values);
  if (check.ok) return { ok: true, value: toColumns(check.value) };
  const nameOf = (key: BankField) => BANK_FIELDS.find((field) => field.key === key)?.name ?? key;
  return {
    ok: false,
    issues: check.problems.map((p) => ({ path: `/${nameOf(p.field)}`, message: PARTNER_ERRORS[p.key].message })),
  };
}

/** A draft (the red notice): no details, any field blank, or no crossed cheque file. */
export function isBankDraft(row: BankForm | null, hasChequeFile: boolean): boolean {
  return isDraft(row && fromColumns(row), hasChequeFile);
}

const SUPPORT_NAMES: Readonly<Record<SupportField, string>> = {
  name: 'cpname',
  surname: 'cpsurname',
  email: 'emailid',
  message: 'message',
};

export interface SupportForm {
  cpname: string;
  cpsurname: string;
  emailid: string;
  message: string;
}

/** CP/CPSupport: all four fields required, emailid an email (lowercased). */
export function checkSupportForm(fields: FormFields): FormCheck<SupportForm> {
  const check = firstRefusal(
    checkSupport({
      name: fieldValue(fields, SUPPORT_NAMES.name),
      surname: fieldValue(fields, SUPPORT_NAMES.surname),
      email: fieldValue(fields, SUPPORT_NAMES.email),
      message: fieldValue(fields, SUPPORT_NAMES.message),
    }),
    SUPPORT_NAMES,
  );
  if (!check.ok) return check;
  const { name, surname, email, message } = check.value;
  return { ok: true, value: { cpname: name, cpsurname: surname, emailid: email, message } };
}
