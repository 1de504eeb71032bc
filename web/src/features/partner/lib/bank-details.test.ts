import { describe, expect, it } from 'vitest';
import { bankDetailsInput, bankValuesOf, isBankField, type BankValues } from './bank-details.ts';

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

describe('bankDetailsInput', () => {
  it('trims, writes codes in capitals and joins spaced numbers', () => {
    const input = bankDetailsInput({
      ...blank,
      bankName: ' HDFC Bank ',
      pan: 'abcde1234f',
      rtgsIfscCode: 'hdfc0001234',
      accountNumber: '5010 0012 3456',
    });
    expect(input).toMatchObject({
      bankName: 'HDFC Bank',
      pan: 'ABCDE1234F',
      rtgsIfscCode: 'HDFC0001234',
      accountNumber: '501000123456',
    });
  });
  it('keeps blank fields blank (a draft may be saved)', () => {
    expect(bankDetailsInput(blank)).toEqual(blank);
  });
});

describe('bankValuesOf', () => {
  it('takes only the form fields', () => {
    expect(bankValuesOf({ ...blank, bankName: 'SBI', isDraft: true } as BankValues)).toEqual({
      ...blank,
      bankName: 'SBI',
    });
  });
});

describe('isBankField', () => {
  it('knows the form fields', () => {
    expect(isBankField('pan')).toBe(true);
    expect(isBankField('crossedChequeFile')).toBe(false);
    expect(isBankField(null)).toBe(false);
  });
});
