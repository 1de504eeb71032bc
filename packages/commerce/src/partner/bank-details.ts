// Bank details (spec sections 2 and 3): the twelve fields with the spec's form names, how each
// value is cleaned (codes in capitals, the blanks inside numbers dropped), the form of each filled
// field (blank is allowed: the record stays a draft, and the portal shows the draft notice while
// any field is blank or the crossed cheque file is missing).
import { BANK_PATTERNS, BANK_TEXT_LIMITS } from './limits.ts';
import type { PartnerErrorKey } from './messages.ts';
import { Problems, type FormCheck } from './form-fields.ts';

export type BankField =
  | 'bankName'
  | 'accountNumber'
  | 'accountType'
  | 'city'
  | 'address'
  | 'branch'
  | 'pan'
  | 'swiftCode'
  | 'rtgsIfscCode'
  | 'neftIfscCode'
  | 'micrCode'
  | 'crossedChequeNumber';

export type BankDetails = Record<BankField, string>;

export interface BankFieldRule {
  key: BankField;
  /** The field's name in the spec's form and REST contract (bank_Name, paN_No, ...). */
  name: string;
  max: number;
  /** The form of a filled value, and the message when it is not of it. */
  pattern?: { regex: RegExp; key: PartnerErrorKey };
  /** The message of a value over `max` (fields without a pattern). */
  tooLong?: PartnerErrorKey;
  /** A code written in capitals. */
  upper?: true;
  /** A number whose blanks are dropped (5010 0012 3456). */
  number?: true;
}

const IFSC = { regex: BANK_PATTERNS.ifsc, key: 'ifscInvalid' } as const;
const L = BANK_TEXT_LIMITS;

/** The fields in the order of the form. */
export const BANK_FIELDS: readonly BankFieldRule[] = [
  { key: 'bankName', name: 'bank_Name', max: L.bankName, tooLong: 'bankNameTooLong' },
  {
    key: 'accountNumber',
    name: 'bank_Account_No',
    max: L.accountNumber,
    number: true,
    pattern: { regex: BANK_PATTERNS.accountNumber, key: 'accountNumberInvalid' },
  },
  { key: 'accountType', name: 'bank_Account_Type', max: L.accountType, tooLong: 'accountTypeTooLong' },
  { key: 'city', name: 'bank_City', max: L.city, tooLong: 'bankCityTooLong' },
  { key: 'address', name: 'bank_Address', max: L.address, tooLong: 'bankAddressTooLong' },
  { key: 'branch', name: 'bank_Branch', max: L.branch, tooLong: 'branchTooLong' },
  {
    key: 'pan',
    name: 'paN_No',
    max: L.pan,
    upper: true,
    pattern: { regex: BANK_PATTERNS.pan, key: 'panInvalid' },
  },
  {
    key: 'swiftCode',
    name: 'swifT_Code',
    max: L.swiftCode,
    upper: true,
    pattern: { regex: BANK_PATTERNS.swiftCode, key: 'swiftCodeInvalid' },
  },
  { key: 'rtgsIfscCode', name: 'rtgS_IFCS_Code', max: L.ifsc, upper: true, pattern: IFSC },
  { key: 'neftIfscCode', name: 'nefT_IFCS_Code', max: L.ifsc, upper: true, pattern: IFSC },
  {
    key: 'micrCode',
    name: 'micR_Code',
    max: L.micrCode,
    number: true,
    pattern: { regex: BANK_PATTERNS.micrCode, key: 'micrCodeInvalid' },
  },
  {
    key: 'crossedChequeNumber',
    name: 'crossed_Chequee',
    max: L.crossedChequeNumber,
    number: true,
    pattern: { regex: BANK_PATTERNS.crossedChequeNumber, key: 'crossedChequeNumberInvalid' },
  },
];

/** The spec's name of the crossed cheque file field. */
export const CHEQUE_FILE_FIELD = 'crossed_Chequee_File';

export function isBankField(field: string | null | undefined): field is BankField {
  return BANK_FIELDS.some((rule) => rule.key === field);
}

/** A value as stored: trimmed, a code in capitals, a number without blanks. */
export function cleanBankValue(rule: BankFieldRule, raw: string | null | undefined): string {
  let value = (raw ?? '').trim();
  if (rule.upper) value = value.toUpperCase();
  if (rule.number) value = value.replace(/\s+/g, '');
  return value;
}

/** Every field cleaned; a missing field is blank. */
export function cleanBankDetails(values: Readonly<Partial<Record<BankField, string | null>>>): BankDetails {
  const details = {} as BankDetails;
  for (const rule of BANK_FIELDS) details[rule.key] = cleanBankValue(rule, values[rule.key]);
  return details;
}

/** The details to store, or one problem per filled field of the wrong form ('Bank Details Updation failed'). */
export function checkBankDetails(
  values: Readonly<Partial<Record<BankField, string | null>>>,
): FormCheck<BankDetails, BankField> {
  const details = cleanBankDetails(values);
  const problems = new Problems<BankField>();
  for (const rule of BANK_FIELDS) {
    const value = details[rule.key];
    if (value === '') continue;
    if (rule.pattern && !rule.pattern.regex.test(value)) problems.add(rule.key, rule.pattern.key);
    else if (value.length > rule.max && rule.tooLong) problems.add(rule.key, rule.tooLong);
  }
  return problems.answer(() => details);
}

/** A draft (the red notice): no details, any field blank, or no crossed cheque file. */
export function isBankDraft(details: Readonly<BankDetails> | null, hasChequeFile: boolean): boolean {
  if (!details || !hasChequeFile) return true;
  return BANK_FIELDS.some((rule) => details[rule.key].trim() === '');
}
