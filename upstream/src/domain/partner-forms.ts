// The partner forms as the portal posts them (multipart text fields): personal details, bank
// details and the support form. Pure checks of the fields themselves, with the spec's messages;
// lookups (country, state) and the stored documents are the service's. Tested beside.
import { isEmail } from './contact.ts';
import {
  BANK_MESSAGES,
  PARTNER_MESSAGES as M,
  PARTNER_TEXT_LIMITS as LIMITS,
  PHONE_DIGITS,
  PINCODE_DIGITS,
} from './partner-constants.ts';
import { parseAadhaarInput } from './partner-rules.ts';
import { fieldValue, type FormFields } from './support-forms.ts';

export type { FormFields } from './support-forms.ts';

export type FieldIssue = { path: string; message: string };
export type FormCheck<T> = { ok: true; value: T } | { ok: false; field: string; message: string };

const TRUE_VALUES = new Set(['true', '1', 'on', 'yes']);
const PHONE = new RegExp(`^\\d{${PHONE_DIGITS}}$`);
const PINCODE = new RegExp(`^\\d{${PINCODE_DIGITS}}$`);
const ID = /^\d{1,9}$/;

class FieldProblem extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

function check<T>(read: () => T): FormCheck<T> {
  try {
    return { ok: true, value: read() };
  } catch (error) {
    if (error instanceof FieldProblem) return { ok: false, field: error.field, message: error.message };
    throw error;
  }
}

function text(fields: FormFields, name: string, label: string, max: number, required: boolean): string {
  const value = fieldValue(fields, name);
  if (required && value === '') throw new FieldProblem(name, M.required(label));
  if (value.length > max) throw new FieldProblem(name, M.tooLong(label, max));
  return value;
}

/** An optional id field: null when blank, else digits (the message when not). */
function optionalId(fields: FormFields, name: string, message: string): number | null {
  const value = fieldValue(fields, name);
  if (value === '') return null;
  if (!ID.test(value) || Number(value) === 0) throw new FieldProblem(name, message);
  return Number(value);
}

export interface PersonalForm {
  name: string;
  surname: string;
  /** null: keep the one on record. */
  countryId: number | null;
  stateId: number | null;
  phone: string;
  city: string;
  address: string;
  pincode: string;
  /** undefined: keep the number on record. */
  aadhaar: string | undefined;
}

/**
 * CP/UpdateCpDetails. The policy must be accepted and an Aadhaar number or file must exist (given
 * now or on record), else the policy message (spec section 5); then the fields in form order.
 */
export function checkPersonalForm(
  fields: FormFields,
  context: { aadhaarOnRecord: string | null; hasFile: boolean; hasFileOnRecord: boolean },
): FormCheck<PersonalForm> {
  return check(() => {
    const policy = TRUE_VALUES.has(fieldValue(fields, 'policy').toLowerCase());
    const aadhaar = parseAadhaarInput(fieldValue(fields, 'aadhar'), context.aadhaarOnRecord);
    const hasNumber = aadhaar.kind === 'set' || (aadhaar.kind === 'keep' && context.aadhaarOnRecord !== null);
    if (!policy || (!hasNumber && aadhaar.kind !== 'invalid' && !context.hasFile && !context.hasFileOnRecord)) {
      throw new FieldProblem('policy', M.policyRequired);
    }
    const name = text(fields, 'cpName', 'Name', LIMITS.name, true);
    const surname = text(fields, 'cpSurname', 'Surname', LIMITS.surname, false);
    const countryId = optionalId(fields, 'country_id', M.selectCountry);
    const stateId = optionalId(fields, 'states_id', M.selectState);
    const phone = fieldValue(fields, 'phoneNo');
    if (!PHONE.test(phone)) throw new FieldProblem('phoneNo', M.badPhone);
    const city = text(fields, 'cityName', 'City', LIMITS.city, false);
    const address = text(fields, 'cpAddress', 'Address', LIMITS.address, false);
    const pincode = fieldValue(fields, 'pincode');
    if (!PINCODE.test(pincode)) throw new FieldProblem('pincode', M.badPincode);
    if (aadhaar.kind === 'invalid') throw new FieldProblem('aadhar', M.badAadhaar);
    return {
      name,
      surname,
      countryId,
      stateId,
      phone,
      city,
      address,
      pincode,
      aadhaar: aadhaar.kind === 'set' ? aadhaar.value : undefined,
    };
  });
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

interface BankField {
  form: string;
  column: keyof BankForm;
  label: string;
  max: number;
  upper?: boolean;
  pattern?: { regex: RegExp; message: string };
}

const IFSC = { regex: /^[A-Z]{4}0[A-Z0-9]{6}$/, message: BANK_MESSAGES.ifsc };

/** The form's field names (the spec's), the stored columns and each field's form. */
export const BANK_FIELDS: readonly BankField[] = [
  { form: 'bank_Name', column: 'bank_name', label: 'Bank name', max: LIMITS.bankName },
  {
    form: 'bank_Account_No',
    column: 'bank_account_no',
    label: 'Account number',
    max: 18,
    pattern: { regex: /^\d{9,18}$/, message: BANK_MESSAGES.accountNo },
  },
  { form: 'bank_Account_Type', column: 'bank_account_type', label: 'Account type', max: LIMITS.accountType },
  { form: 'bank_City', column: 'bank_city', label: 'Bank city', max: LIMITS.bankCity },
  { form: 'bank_Address', column: 'bank_address', label: 'Bank address', max: LIMITS.bankAddress },
  { form: 'bank_Branch', column: 'bank_branch', label: 'Branch', max: LIMITS.bankBranch },
  {
    form: 'paN_No',
    column: 'pan_no',
    label: 'PAN',
    max: 10,
    upper: true,
    pattern: { regex: /^[A-Z]{5}\d{4}[A-Z]$/, message: BANK_MESSAGES.pan },
  },
  {
    form: 'swifT_Code',
    column: 'swift_code',
    label: 'SWIFT code',
    max: 11,
    upper: true,
    pattern: { regex: /^(?:[A-Z0-9]{8}|[A-Z0-9]{11})$/, message: BANK_MESSAGES.swift },
  },
  { form: 'rtgS_IFCS_Code', column: 'rtgs_ifsc_code', label: 'RTGS IFSC', max: 11, upper: true, pattern: IFSC },
  { form: 'nefT_IFCS_Code', column: 'neft_ifsc_code', label: 'NEFT IFSC', max: 11, upper: true, pattern: IFSC },
  {
    form: 'micR_Code',
    column: 'micr_code',
    label: 'MICR code',
    max: 9,
    pattern: { regex: /^\d{9}$/, message: BANK_MESSAGES.micr },
  },
  {
    form: 'crossed_Chequee',
    column: 'crossed_cheque_no',
    label: 'Cheque number',
    max: 6,
    pattern: { regex: /^\d{6}$/, message: BANK_MESSAGES.chequeNo },
  },
];

/** CP/BandDetails: blank fields are allowed; a filled field of the wrong form is an issue. */
export function checkBankForm(fields: FormFields): { ok: true; value: BankForm } | { ok: false; issues: FieldIssue[] } {
  const value = {} as BankForm;
  const issues: FieldIssue[] = [];
  for (const f of BANK_FIELDS) {
    const raw = fieldValue(fields, f.form);
    const v = f.upper ? raw.toUpperCase() : raw;
    value[f.column] = v;
    if (v === '') continue;
    if (f.pattern && !f.pattern.regex.test(v)) issues.push({ path: `/${f.form}`, message: f.pattern.message });
    else if (v.length > f.max) issues.push({ path: `/${f.form}`, message: M.tooLong(f.label, f.max) });
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, value };
}

/** A draft (the red notice): any field blank, or no crossed cheque file. */
export function isBankDraft(details: BankForm | null, hasChequeFile: boolean): boolean {
  if (!details || !hasChequeFile) return true;
  return BANK_FIELDS.some((f) => details[f.column].trim() === '');
}

export interface SupportForm {
  cpname: string;
  cpsurname: string;
  emailid: string;
  message: string;
}

/** CP/CPSupport: all four fields required, emailid an email (lowercased). */
export function checkSupportForm(fields: FormFields): FormCheck<SupportForm> {
  return check(() => {
    const cpname = text(fields, 'cpname', 'Name', LIMITS.name, true);
    const cpsurname = text(fields, 'cpsurname', 'Surname', LIMITS.surname, true);
    const email = text(fields, 'emailid', 'Email ID', LIMITS.email, true);
    if (!isEmail(email)) throw new FieldProblem('emailid', M.badEmail);
    const message = text(fields, 'message', 'Message', LIMITS.message, true);
    return { cpname, cpsurname, emailid: email.toLowerCase(), message };
  });
}
