// The bank details form (spec sections 2 and 3): @shop/commerce's fields with the labels the portal
// shows, and the input sent. Blank fields are allowed (the record stays a draft); the server checks
// the form of each filled field and answers 'Bank Details Updation failed' with a message per field.
import {
  BANK_FIELDS as FIELDS,
  cleanBankDetails,
  type BankDetails,
  type BankField,
} from '@shop/commerce/partner/bank-details';

export type { BankField };
export type BankValues = BankDetails;

/** The labels of the bank details screens (spec section 2). */
const LABELS: Readonly<Record<BankField, string>> = {
  bankName: 'Bank Name',
  accountNumber: 'Account No',
  accountType: 'Account Type',
  city: 'City',
  address: 'Address',
  branch: 'Branch',
  pan: 'PAN',
  swiftCode: 'SWIFT',
  rtgsIfscCode: 'RTGS IFCS',
  neftIfscCode: 'NEFT IFCS',
  micrCode: 'MICR',
  crossedChequeNumber: 'Crossed Cheque No',
};

/** Each field with its label, the spec's field name and its kind (a code in capitals, a number), in form order. */
export const BANK_FIELDS: ReadonlyArray<{
  key: BankField;
  label: string;
  name: string;
  upper: boolean;
  digits: boolean;
}> = FIELDS.map((field) => ({
  key: field.key,
  label: LABELS[field.key],
  name: field.name,
  upper: field.upper === true,
  digits: field.number === true,
}));

/** The values to send: trimmed, codes in capitals, the blanks inside numbers dropped. */
export function bankDetailsInput(values: BankValues): BankValues {
  return cleanBankDetails(values);
}

/** The form's starting values from the details on record. */
export function bankValuesOf(details: BankValues): BankValues {
  const values = {} as BankValues;
  for (const field of FIELDS) values[field.key] = details[field.key];
  return values;
}
