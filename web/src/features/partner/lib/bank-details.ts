// The bank details form (spec sections 2 and 3): its fields with the spec's labels and names, and
// the input sent. Blank fields are allowed (the record stays a draft); the server checks the form
// of each filled field and answers 'Bank Details Updation failed' with a message per field.

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

export type BankValues = Record<BankField, string>;

/** Label, the spec's field name, and whether the value is a code written in capitals. */
export const BANK_FIELDS: ReadonlyArray<{ key: BankField; label: string; name: string; upper?: true; digits?: true }> =
  [
    { key: 'bankName', label: 'Bank Name', name: 'bank_Name' },
    { key: 'accountNumber', label: 'Account No', name: 'bank_Account_No', digits: true },
    { key: 'accountType', label: 'Account Type', name: 'bank_Account_Type' },
    { key: 'city', label: 'City', name: 'bank_City' },
    { key: 'address', label: 'Address', name: 'bank_Address' },
    { key: 'branch', label: 'Branch', name: 'bank_Branch' },
    { key: 'pan', label: 'PAN', name: 'paN_No', upper: true },
    { key: 'swiftCode', label: 'SWIFT', name: 'swifT_Code', upper: true },
    { key: 'rtgsIfscCode', label: 'RTGS IFCS', name: 'rtgS_IFCS_Code', upper: true },
    { key: 'neftIfscCode', label: 'NEFT IFCS', name: 'nefT_IFCS_Code', upper: true },
    { key: 'micrCode', label: 'MICR', name: 'micR_Code', digits: true },
    { key: 'crossedChequeNumber', label: 'Crossed Cheque No', name: 'crossed_Chequee', digits: true },
  ];

const KEYS = new Set<string>(BANK_FIELDS.map((field) => field.key));

export function isBankField(field: string | null): field is BankField {
  return field !== null && KEYS.has(field);
}

/** The values to send: trimmed, codes in capitals, inner spaces of numbers removed. */
export function bankDetailsInput(values: BankValues): BankValues {
  const input = {} as BankValues;
  for (const field of BANK_FIELDS) {
    let value = values[field.key].trim();
    if (field.upper) value = value.toUpperCase();
    if (field.digits) value = value.replace(/\s/g, '');
    input[field.key] = value;
  }
  return input;
}

/** The form's starting values from the details on record. */
export function bankValuesOf(details: BankValues): BankValues {
  const values = {} as BankValues;
  for (const field of BANK_FIELDS) values[field.key] = details[field.key];
  return values;
}
