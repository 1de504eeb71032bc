// The forms as upstream reads them: the spec's field names in and out, the policy's form values,
// bank columns. The rules themselves are tested in @shop/commerce/partner.
import { describe, expect, it } from 'vitest';
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
const NOTHING = { numberOnRecord: false, fileOnRecord: false, fileChosen: false };
const POLICY = 'Please select Checkbox to Accept Lumen Devices Private Limited policy.';

describe('personal details form', () => {
  it('reads the spec field names into the details', () => {
    expect(checkPersonalForm(form(PERSONAL), NOTHING)).toEqual({
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

  it('takes the policy as true, 1, on or yes', () => {
    for (const policy of ['TRUE', '1', 'on', 'yes'])
      expect(checkPersonalForm(form({ ...PERSONAL, policy }), NOTHING).ok).toBe(true);
    for (const policy of ['', 'false', '0']) {
      expect(checkPersonalForm(form({ ...PERSONAL, policy }), NOTHING)).toEqual({
        ok: false,
        field: 'policy',
        message: POLICY,
      });
    }
  });

  it('answers a problem on the form field name with its message', () => {
    expect(checkPersonalForm(form({ ...PERSONAL, phoneNo: '98200' }), NOTHING)).toEqual({
      ok: false,
      field: 'phoneNo',
      message: 'Phone number must be 10 digits.',
    });
    expect(checkPersonalForm(form({ ...PERSONAL, states_id: '' }), NOTHING)).toEqual({
      ok: false,
      field: 'states_id',
      message: 'Please Select State',
    });
  });
});

describe('bank details form', () => {
  const BANK = {
    bank_Name: 'HDFC Bank',
    bank_Account_No: '5010 0012 3456',
    bank_Account_Type: 'Savings',
    bank_City: 'Mumbai',
    bank_Address: 'Bandra West',
    bank_Branch: 'Bandra',
    paN_No: 'abcde1234f',
    swifT_Code: 'hdfcinbb',
    rtgS_IFCS_Code: 'hdfc0001234',
    nefT_IFCS_Code: 'HDFC0001234',
    micR_Code: '400240015',
    crossed_Chequee: '123456',
  };
  const stored: BankForm = {
    bank_name: 'HDFC Bank',
    bank_account_no: '501000123456',
    bank_account_type: 'Savings',
    bank_city: 'Mumbai',
    bank_address: 'Bandra West',
    bank_branch: 'Bandra',
    pan_no: 'ABCDE1234F',
    swift_code: 'HDFCINBB',
    rtgs_ifsc_code: 'HDFC0001234',
    neft_ifsc_code: 'HDFC0001234',
    micr_code: '400240015',
    crossed_cheque_no: '123456',
  };

  it('answers the stored columns', () => {
    expect(checkBankForm(form(BANK))).toEqual({ ok: true, value: stored });
  });

  it('lists each filled field of the wrong form at its spec name', () => {
    expect(checkBankForm(form({ ...BANK, paN_No: 'ABCD1234F', micR_Code: '4002' }))).toEqual({
      ok: false,
      issues: [
        { path: '/paN_No', message: 'PAN must be 5 letters, 4 digits and a letter (e.g. ABCDE1234F).' },
        { path: '/micR_Code', message: 'MICR code must be 9 digits.' },
      ],
    });
  });

  it('is a draft while any column is blank or the cheque file is missing', () => {
    expect(isBankDraft(stored, true)).toBe(false);
    expect(isBankDraft({ ...stored, bank_branch: '' }, true)).toBe(true);
    expect(isBankDraft(stored, false)).toBe(true);
    expect(isBankDraft(null, true)).toBe(true);
  });
});

describe('support form', () => {
  const SUPPORT = { cpname: 'Asha', cpsurname: 'Rao', emailid: ' Asha@Example.com ', message: 'Please call me.' };

  it('answers the spec fields with the email lowercased', () => {
    expect(checkSupportForm(form(SUPPORT))).toEqual({
      ok: true,
      value: { cpname: 'Asha', cpsurname: 'Rao', emailid: 'asha@example.com', message: 'Please call me.' },
    });
  });

  it('answers a problem on the spec field name', () => {
    expect(checkSupportForm(form({ ...SUPPORT, emailid: 'asha' }))).toEqual({
      ok: false,
      field: 'emailid',
      message: 'Please enter a valid Email ID.',
    });
  });
});
