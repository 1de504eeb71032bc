import { describe, expect, it } from 'vitest';
import { BANK_MESSAGES, PARTNER_MESSAGES as M } from './partner-constants.ts';
import { checkBankForm, checkPersonalForm, checkSupportForm, isBankDraft, type BankForm } from './partner-forms.ts';

const form = (values: Record<string, string>) => new Map(Object.entries(values).map(([k, v]) => [k, [v]]));

const PERSONAL = {
  cpName: ' Rohan ',
  cpSurname: 'Mehta',
  country_id: '2',
  states_id: '21',
  phoneNo: '9820012345',
  cityName: 'Mumbai',
  cpAddress: '12 Hill Road',
  pincode: '400050',
  aadhar: '2345 6789 0123',
  policy: 'true',
};
const NOTHING_ON_RECORD = { aadhaarOnRecord: null, hasFile: false, hasFileOnRecord: false };

describe('personal details form', () => {
  it('answers the trimmed fields and the new Aadhaar digits', () => {
    const result = checkPersonalForm(form(PERSONAL), NOTHING_ON_RECORD);
    expect(result).toEqual({
      ok: true,
      value: {
        name: 'Rohan',
        surname: 'Mehta',
        countryId: 2,
        stateId: 21,
        phone: '9820012345',
        city: 'Mumbai',
        address: '12 Hill Road',
        pincode: '400050',
        aadhaar: '234567890123',
      },
    });
  });

  it('needs the policy accepted ("true" or "1")', () => {
    for (const policy of ['', 'false', '0']) {
      expect(checkPersonalForm(form({ ...PERSONAL, policy }), NOTHING_ON_RECORD)).toMatchObject({
        ok: false,
        message: M.policyRequired,
      });
    }
    expect(checkPersonalForm(form({ ...PERSONAL, policy: '1' }), NOTHING_ON_RECORD).ok).toBe(true);
  });

  it('needs an Aadhaar number or file, given now or on record (else the policy message)', () => {
    const noNumber = form({ ...PERSONAL, aadhar: '' });
    expect(checkPersonalForm(noNumber, NOTHING_ON_RECORD)).toMatchObject({ ok: false, message: M.policyRequired });
    expect(checkPersonalForm(noNumber, { ...NOTHING_ON_RECORD, hasFile: true })).toMatchObject({
      ok: true,
      value: { aadhaar: undefined },
    });
    expect(checkPersonalForm(noNumber, { ...NOTHING_ON_RECORD, hasFileOnRecord: true }).ok).toBe(true);
    expect(checkPersonalForm(noNumber, { ...NOTHING_ON_RECORD, aadhaarOnRecord: '234567890123' }).ok).toBe(true);
    const masked = form({ ...PERSONAL, aadhar: 'XXXX XXXX 0123' });
    expect(checkPersonalForm(masked, { ...NOTHING_ON_RECORD, aadhaarOnRecord: '234567890123' })).toMatchObject({
      ok: true,
      value: { aadhaar: undefined },
    });
  });

  it('refuses each bad field with its message', () => {
    const cases: [Record<string, string>, string][] = [
      [{ cpName: ' ' }, 'Name is required.'],
      [{ cpName: 'x'.repeat(121) }, 'Name must be at most 120 characters.'],
      [{ phoneNo: '98200' }, M.badPhone],
      [{ phoneNo: '' }, M.badPhone],
      [{ pincode: '4000' }, M.badPincode],
      [{ pincode: '40005a' }, M.badPincode],
      [{ aadhar: '12345' }, M.badAadhaar],
      [{ country_id: 'India' }, M.selectCountry],
      [{ states_id: '0' }, M.selectState],
    ];
    for (const [change, message] of cases) {
      expect(checkPersonalForm(form({ ...PERSONAL, ...change }), NOTHING_ON_RECORD), message).toMatchObject({
        ok: false,
        message,
      });
    }
  });
});

const BANK = {
  bank_Name: 'HDFC Bank',
  bank_Account_No: '50100123456789',
  bank_Account_Type: 'Savings',
  bank_City: 'Mumbai',
  bank_Address: 'Bandra West',
  bank_Branch: 'Bandra',
  paN_No: 'abcde1234f',
  swifT_Code: 'HDFCINBB',
  rtgS_IFCS_Code: 'HDFC0001234',
  nefT_IFCS_Code: 'HDFC0001234',
  micR_Code: '400240015',
  crossed_Chequee: '000123',
};

describe('bank details form', () => {
  it('answers the columns, PAN, IFSC and SWIFT uppercased', () => {
    const result = checkBankForm(form(BANK));
    expect(result).toMatchObject({
      ok: true,
      value: { bank_name: 'HDFC Bank', pan_no: 'ABCDE1234F', swift_code: 'HDFCINBB', crossed_cheque_no: '000123' },
    });
  });

  it('allows blank fields', () => {
    expect(checkBankForm(form({ bank_Name: 'SBI' }))).toMatchObject({
      ok: true,
      value: { bank_name: 'SBI', pan_no: '', micr_code: '' },
    });
  });

  it('lists every filled field of the wrong form', () => {
    const result = checkBankForm(
      form({
        ...BANK,
        bank_Account_No: '12345678',
        paN_No: 'ABCD1234F',
        swifT_Code: 'HDFCINB',
        rtgS_IFCS_Code: 'HDFC1001234',
        nefT_IFCS_Code: 'HDFC000123',
        micR_Code: '40024001',
        crossed_Chequee: '12345',
      }),
    );
    expect(result).toEqual({
      ok: false,
      issues: [
        { path: '/bank_Account_No', message: BANK_MESSAGES.accountNo },
        { path: '/paN_No', message: BANK_MESSAGES.pan },
        { path: '/swifT_Code', message: BANK_MESSAGES.swift },
        { path: '/rtgS_IFCS_Code', message: BANK_MESSAGES.ifsc },
        { path: '/nefT_IFCS_Code', message: BANK_MESSAGES.ifsc },
        { path: '/micR_Code', message: BANK_MESSAGES.micr },
        { path: '/crossed_Chequee', message: BANK_MESSAGES.chequeNo },
      ],
    });
    expect(checkBankForm(form({ ...BANK, swifT_Code: 'HDFCINBB123', bank_Account_No: '123456789012345678' })).ok).toBe(
      true,
    );
    expect(checkBankForm(form({ ...BANK, bank_Name: 'x'.repeat(121) }))).toMatchObject({
      ok: false,
      issues: [{ path: '/bank_Name' }],
    });
  });

  it('is a draft while any field is blank or the cheque file is missing', () => {
    const complete = (checkBankForm(form(BANK)) as { value: BankForm }).value;
    expect(isBankDraft(complete, true)).toBe(false);
    expect(isBankDraft(complete, false)).toBe(true);
    expect(isBankDraft({ ...complete, micr_code: '' }, true)).toBe(true);
    expect(isBankDraft(null, true)).toBe(true);
  });
});

describe('support form', () => {
  const SUPPORT = { cpname: 'Kavya', cpsurname: 'Iyer', emailid: ' Kavya.CP@Example.com ', message: 'Please call me.' };

  it('answers the fields with the email lowercased', () => {
    expect(checkSupportForm(form(SUPPORT))).toEqual({
      ok: true,
      value: { ...SUPPORT, emailid: 'kavya.cp@example.com' },
    });
  });

  it('needs every field and an email', () => {
    expect(checkSupportForm(form({ ...SUPPORT, cpname: '' }))).toMatchObject({
      ok: false,
      message: 'Name is required.',
    });
    expect(checkSupportForm(form({ ...SUPPORT, cpsurname: '' }))).toMatchObject({
      ok: false,
      message: 'Surname is required.',
    });
    expect(checkSupportForm(form({ ...SUPPORT, emailid: '' }))).toMatchObject({
      ok: false,
      message: 'Email ID is required.',
    });
    expect(checkSupportForm(form({ ...SUPPORT, emailid: 'kavya@' }))).toMatchObject({ ok: false, message: M.badEmail });
    expect(checkSupportForm(form({ ...SUPPORT, message: ' ' }))).toMatchObject({
      ok: false,
      message: 'Message is required.',
    });
  });
});
