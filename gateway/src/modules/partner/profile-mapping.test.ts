import { describe, expect, it } from 'vitest';
import type { CpBankDetails, CpCard, CpDetails } from '../../generated/upstream/types.gen.ts';
import {
  BANK_FORM_FIELDS,
  bankDetailsSchema,
  formIssuesOf,
  notificationListSchema,
  ownRecordSchema,
  partnerCardSchema,
  partnerDetailsSchema,
  partnerLoginSchema,
  salutationListSchema,
  videoListSchema,
} from './profile-mapping.ts';

const cp: CpDetails = {
  id: 1,
  v5: 'V5M1001',
  cP_NAME: 'Rohan',
  surname: 'Mehta',
  country_id: 2,
  country_name: 'India',
  states_id: 17,
  states_name: 'Karnataka',
  email_ID: 'rohan.cp@example.com',
  phonE_NO: '9000000001',
  cP_CITY: 'Bengaluru',
  cpAddress: '1, MG Road',
  cP_PINCODE: '560001',
  refeR_NAME: '',
  refer_Email_ID: '',
  refer_Phone: '',
  aadhaar: 'XXXX XXXX 1234',
  aadhaar_file: '/files/cp/abc?expires=1&signature=ff',
  cP_STATUS: 'Active',
  cP_LEVEL: 1,
  master_id: null,
};

describe('partner mapping', () => {
  it('renames the own record to camelCase; nothing else sees cP_NAME', () => {
    const own = ownRecordSchema.parse({ details: [cp], userId: null, cP_ID: 1, cP_LEVEL: 1 });
    expect(own).toEqual({
      id: 1,
      code: 'V5M1001',
      level: 'MASTER',
      name: 'Rohan',
      surname: 'Mehta',
      email: 'rohan.cp@example.com',
      phone: '9000000001',
      countryId: 2,
      country: 'India',
      stateId: 17,
      state: 'Karnataka',
      city: 'Bengaluru',
      address: '1, MG Road',
      pincode: '560001',
      referName: '',
      referEmail: '',
      referPhone: '',
      aadhaarMasked: 'XXXX XXXX 1234',
      aadhaarFileUrl: '/files/cp/abc?expires=1&signature=ff',
      status: 'Active',
      masterId: null,
    });
    expect(JSON.stringify(own)).not.toMatch(/cP_NAME|email_ID/);
    expect(ownRecordSchema.safeParse({ details: [], userId: null, cP_ID: 1, cP_LEVEL: 1 }).success).toBe(false);
  });

  it("reads another partner's record without its Aadhaar, at level 2 as General", () => {
    const general = { ...cp, id: 4, cP_LEVEL: 2, master_id: 1, aadhaar: null, aadhaar_file: null };
    expect(partnerDetailsSchema.parse({ details: [general], userId: 7, cP_ID: 1, cP_LEVEL: 1 })).toEqual([
      expect.objectContaining({ id: 4, level: 'GENERAL', masterId: 1, aadhaarMasked: null, aadhaarFileUrl: null }),
    ]);
  });

  it('rejects a record that breaks the contract', () => {
    expect(
      ownRecordSchema.safeParse({ details: [{ ...cp, id: '1' }], userId: null, cP_ID: 1, cP_LEVEL: 1 }).success,
    ).toBe(false);
    expect(
      ownRecordSchema.safeParse({ details: [{ ...cp, refer_Phone: null }], userId: null, cP_ID: 1, cP_LEVEL: 1 })
        .success,
    ).toBe(false);
  });

  it('keeps the login level as its code and the expiry as ISO', () => {
    const login = { token: 't', expiresAt: '2026-01-01T00:00:00Z', cP_ID: 4, cP_LEVEL: 2, device_token: 'd' };
    expect(partnerLoginSchema.parse(login)).toEqual({
      token: 't',
      expiresAt: '2026-01-01T00:00:00.000Z',
      partnerId: 4,
      level: 2,
      deviceToken: 'd',
    });
    expect(partnerLoginSchema.safeParse({ ...login, cP_LEVEL: 3 }).success).toBe(false);
  });

  it('passes a PNG data URL QR code only, and a safe referral link', () => {
    const card: CpCard = {
      cP_ID: 1,
      cP_NAME: 'Rohan',
      surname: 'Mehta',
      v5: 'V5M1001',
      cP_LEVEL: 1,
      referral_link: 'http://shop.example/?ref=V5M1001',
      qR_Code: 'data:image/png;base64,iVBORw0KGgo=',
    };
    expect(partnerCardSchema.parse(card)).toEqual({
      id: 1,
      code: 'V5M1001',
      level: 'MASTER',
      name: 'Rohan',
      surname: 'Mehta',
      referralLink: 'http://shop.example/?ref=V5M1001',
      qrCode: 'data:image/png;base64,iVBORw0KGgo=',
    });
    expect(partnerCardSchema.parse({ ...card, qR_Code: 'javascript:alert(1)' }).qrCode).toBe('');
    expect(partnerCardSchema.parse({ ...card, referral_link: 'javascript:alert(1)' }).referralLink).toBe('');
  });

  it('sanitises notification bodies and formats their dates', () => {
    expect(
      notificationListSchema.parse([
        { id: 1, subject1: 'Hello', c_date: '2026-01-15T12:00:00Z', mailContent: '<p>Hi</p><script>x()</script>' },
      ]),
    ).toEqual([
      { id: 1, subject: 'Hello', at: '2026-01-15T12:00:00.000Z', date: '15-01-2026 17:30:00', html: '<p>Hi</p>' },
    ]);
    expect(notificationListSchema.safeParse([{ id: 1, subject1: 'x', c_date: 'soon', mailContent: '' }]).success).toBe(
      false,
    );
  });

  it('keeps https videos only, and renames salutations', () => {
    expect(
      videoListSchema.parse([
        { id: 1, title: 'A', video_link: 'https://www.youtube-nocookie.com/embed/x' },
        { id: 2, title: 'B', video_link: 'javascript:alert(1)' },
        { id: 3, title: 'C', video_link: 'http://insecure.example/v' },
      ]),
    ).toEqual([{ id: 1, title: 'A', url: 'https://www.youtube-nocookie.com/embed/x' }]);
    expect(salutationListSchema.parse([{ id: 1, salutation: 'Mr.' }])).toEqual([{ id: 1, name: 'Mr.' }]);
  });

  it("renames the bank details and keeps upstream's draft flag", () => {
    const filled: CpBankDetails = {
      bank_Name: 'HDFC',
      bank_Account_No: '123456789',
      bank_Account_Type: 'Savings',
      bank_City: 'Bengaluru',
      bank_Address: 'MG Road',
      bank_Branch: 'MG Road',
      paN_No: 'ABCDE1234F',
      swifT_Code: 'HDFCINBB',
      rtgS_IFCS_Code: 'HDFC0001234',
      nefT_IFCS_Code: 'HDFC0001235',
      micR_Code: '560240002',
      crossed_Chequee: '123456',
      crossed_Chequee_File: '/files/cp/c?expires=1&signature=aa',
      is_draft: false,
    };
    expect(bankDetailsSchema.parse(filled)).toEqual({
      bankName: 'HDFC',
      accountNumber: '123456789',
      accountType: 'Savings',
      city: 'Bengaluru',
      address: 'MG Road',
      branch: 'MG Road',
      pan: 'ABCDE1234F',
      swiftCode: 'HDFCINBB',
      rtgsIfscCode: 'HDFC0001234',
      neftIfscCode: 'HDFC0001235',
      micrCode: '560240002',
      crossedChequeNumber: '123456',
      crossedChequeFileUrl: '/files/cp/c?expires=1&signature=aa',
      isDraft: false,
    });
    const draft = bankDetailsSchema.parse({ ...filled, micR_Code: '', crossed_Chequee_File: null, is_draft: true });
    expect(draft).toMatchObject({ micrCode: '', crossedChequeFileUrl: null, isDraft: true });
  });
});

describe('refused forms', () => {
  const refusal = { statusCode: 400, error: 'Bad Request', message: 'Bank Details Updation failed' };

  it("read the issues' form fields as the input's fields", () => {
    const body = {
      ...refusal,
      issues: [
        { path: '/paN_No', message: 'PAN is not valid.' },
        { path: '/crossed_Chequee_File', message: 'The file must be a JPEG, PNG or PDF file.' },
        { path: '/other', message: 'Odd.' },
      ],
    };
    expect(formIssuesOf(body, BANK_FORM_FIELDS)).toEqual([
      { field: 'pan', message: 'PAN is not valid.' },
      { field: 'crossedChequeFile', message: 'The file must be a JPEG, PNG or PDF file.' },
      { field: null, message: 'Odd.' },
    ]);
    expect(formIssuesOf(refusal, BANK_FORM_FIELDS)).toEqual([]);
    expect(formIssuesOf('Bad Request', BANK_FORM_FIELDS)).toEqual([]);
  });
});
