import { describe, expect, it } from 'vitest';
import { BANK_FIELDS, checkBankDetails, cleanBankDetails, isBankDraft, isBankField } from './bank-details.ts';
import { PARTNER_ERRORS } from './messages.ts';

const complete = {
  bankName: 'HDFC Bank',
  accountNumber: '50100012345678',
  accountType: 'Savings',
  city: 'Mumbai',
  address: 'Bandra West',
  branch: 'Bandra',
  pan: 'ABCDE1234F',
  swiftCode: 'HDFCINBB',
  rtgsIfscCode: 'HDFC0001234',
  neftIfscCode: 'HDFC0001234',
  micrCode: '400240015',
  crossedChequeNumber: '123456',
};

describe('bank details', () => {
  it("name the spec's form fields", () => {
    expect(BANK_FIELDS.map((field) => field.name)).toEqual([
      'bank_Name',
      'bank_Account_No',
      'bank_Account_Type',
      'bank_City',
      'bank_Address',
      'bank_Branch',
      'paN_No',
      'swifT_Code',
      'rtgS_IFCS_Code',
      'nefT_IFCS_Code',
      'micR_Code',
      'crossed_Chequee',
    ]);
    expect(isBankField('micrCode')).toBe(true);
    expect(isBankField('crossedChequeFile')).toBe(false);
    expect(isBankField(null)).toBe(false);
  });

  it('trim, write codes in capitals and drop the blanks inside numbers', () => {
    expect(
      cleanBankDetails({
        bankName: ' HDFC Bank ',
        pan: 'abcde1234f',
        rtgsIfscCode: 'hdfc0001234',
        accountNumber: '5010 0012 3456',
      }),
    ).toMatchObject({
      bankName: 'HDFC Bank',
      pan: 'ABCDE1234F',
      rtgsIfscCode: 'HDFC0001234',
      accountNumber: '501000123456',
    });
  });

  it('accept blank fields (a draft) and complete details', () => {
    expect(checkBankDetails({})).toMatchObject({ ok: true });
    expect(checkBankDetails(complete)).toEqual({ ok: true, value: complete });
  });

  it('refuse each filled field of the wrong form with its message', () => {
    const check = checkBankDetails({
      ...complete,
      accountNumber: '12345678',
      pan: 'ABCD1234F',
      swiftCode: 'HDFCINB',
      neftIfscCode: 'HDFC1001234',
      micrCode: '40024001',
      crossedChequeNumber: '12345',
      bankName: 'B'.repeat(121),
    });
    expect(check).toEqual({
      ok: false,
      problems: [
        { field: 'bankName', key: 'bankNameTooLong' },
        { field: 'accountNumber', key: 'accountNumberInvalid' },
        { field: 'pan', key: 'panInvalid' },
        { field: 'swiftCode', key: 'swiftCodeInvalid' },
        { field: 'neftIfscCode', key: 'ifscInvalid' },
        { field: 'micrCode', key: 'micrCodeInvalid' },
        { field: 'crossedChequeNumber', key: 'crossedChequeNumberInvalid' },
      ],
    });
    expect(PARTNER_ERRORS.bankNameTooLong.message).toBe('Bank name must be at most 120 characters.');
    expect(PARTNER_ERRORS.ifscInvalid.message).toBe(
      'IFSC must be 4 letters, 0 and 6 letters or digits (e.g. HDFC0001234).',
    );
  });

  it('are a draft while any field is blank or the cheque file is missing', () => {
    expect(isBankDraft(complete, true)).toBe(false);
    expect(isBankDraft(complete, false)).toBe(true);
    expect(isBankDraft({ ...complete, branch: ' ' }, true)).toBe(true);
    expect(isBankDraft(null, true)).toBe(true);
  });
});
