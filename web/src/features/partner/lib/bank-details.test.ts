// The form's labels and starting values; the rules are tested in @shop/commerce/partner/bank-details.
import { describe, expect, it } from 'vitest';
import { BANK_FIELDS, bankValuesOf, type BankValues } from './bank-details.ts';

const blank: BankValues = {
  bankName: '',
  accountNumber: '',
  accountType: '',
  city: '',
  address: '',
  branch: '',
  pan: '',
  swiftCode: '',
  rtgsIfscCode: '',
  neftIfscCode: '',
  micrCode: '',
  crossedChequeNumber: '',
};

describe('bank details form', () => {
  it("shows the spec's labels", () => {
    expect(BANK_FIELDS.map((field) => field.label)).toEqual([
      'Bank Name',
      'Account No',
      'Account Type',
      'City',
      'Address',
      'Branch',
      'PAN',
      'SWIFT',
      'RTGS IFCS',
      'NEFT IFCS',
      'MICR',
      'Crossed Cheque No',
    ]);
  });

  it('starts from the form fields of the details on record', () => {
    expect(bankValuesOf({ ...blank, bankName: 'SBI', isDraft: true } as BankValues)).toEqual({
      ...blank,
      bankName: 'SBI',
    });
  });
});
