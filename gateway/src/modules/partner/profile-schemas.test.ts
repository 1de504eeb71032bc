import { describe, expect, it } from 'vitest';
import {
  BANK_FORM_FIELDS,
  bankDetailsSchema,
  formIssuesOf,
  notificationListSchema,
  ownRecordSchema,
  partnerCardSchema,
  partnerLoginSchema,
  videoListSchema,
} from './profile-schemas.ts';

const cp = {
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
  refer_Email_ID: null,
  refer_Phone: null,
  aadhaar: 'XXXX XXXX 1234',
  aadhaar_file: '/files/cp/abc?expires=1&signature=ff',
  cP_STATUS: 'Active',
  cP_LEVEL: 1,
  master_id: null,
};

describe('partner schemas', () => {
  it('renames the own record to camelCase; nothing else sees cP_NAME', () => {
    expect(ownRecordSchema.parse({ details: [cp], userId: null, cP_ID: 1, cP_LEVEL: 1 })).toEqual({
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
    expect(ownRecordSchema.safeParse({ details: [], userId: null, cP_ID: 1, cP_LEVEL: 1 }).success).toBe(false);
  });

  it('keeps the login level as its code and the expiry as ISO', () => {
    expect(partnerLoginSchema.parse({ token: 't', expiresAt: '2026-01-01T00:00:00Z', cP_ID: 4, cP_LEVEL: 2 })).toEqual({
      token: 't',
      expiresAt: '2026-01-01T00:00:00.000Z',
      partnerId: 4,
      level: 2,
      deviceToken: null,
    });
    const withDevice = { token: 't', expiresAt: null, cP_ID: 4, cP_LEVEL: 2, device_token: 'd' };
    expect(partnerLoginSchema.parse(withDevice).deviceToken).toBe('d');
  });

  it('passes a PNG data URL QR code only, and a safe referral link', () => {
    const card = {
      cP_ID: 1,
      cP_NAME: 'Rohan',
      surname: 'Mehta',
      v5: 'V5M1001',
      cP_LEVEL: 1,
      referral_link: 'http://shop.example/?ref=V5M1001',
    };
    expect(partnerCardSchema.parse({ ...card, qR_Code: 'data:image/png;base64,iVBORw0KGgo=' }).qrCode).toBe(
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(partnerCardSchema.parse({ ...card, qR_Code: 'javascript:alert(1)' }).qrCode).toBe('');
    expect(partnerCardSchema.parse({ ...card, referral_link: 'javascript:alert(1)', qR_Code: '' }).referralLink).toBe(
      '',
    );
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

  it('keeps https videos only', () => {
    expect(
      videoListSchema.parse([
        { id: 1, title: 'A', video_link: 'https://www.youtube-nocookie.com/embed/x' },
        { id: 2, title: 'B', video_link: 'javascript:alert(1)' },
        { id: 3, title: 'C', video_link: 'http://insecure.example/v' },
      ]),
    ).toEqual([{ id: 1, title: 'A', url: 'https://www.youtube-nocookie.com/embed/x' }]);
  });

  it("reads the bank details' draft flag, and computes it when upstream sends none", () => {
    const filled = {
      bank_Name: 'HDFC',
      bank_Account_No: '123456789',
      bank_Account_Type: 'Savings',
      bank_City: 'Bengaluru',
      bank_Address: 'MG Road',
      bank_Branch: 'MG Road',
      paN_No: 'ABCDE1234F',
      swifT_Code: 'HDFCINBB',
      rtgS_IFCS_Code: 'HDFC0001234',
      nefT_IFCS_Code: 'HDFC0001234',
      micR_Code: '560240002',
      crossed_Chequee: '123456',
      crossed_Chequee_File: '/files/cp/c?expires=1&signature=aa',
    };
    expect(bankDetailsSchema.parse(filled)).toMatchObject({ bankName: 'HDFC', pan: 'ABCDE1234F', isDraft: false });
    expect(bankDetailsSchema.parse({ ...filled, micR_Code: null }).isDraft).toBe(true);
    expect(bankDetailsSchema.parse({ ...filled, crossed_Chequee_File: null }).isDraft).toBe(true);
    expect(bankDetailsSchema.parse({ ...filled, is_draft: true }).isDraft).toBe(true);
  });
});

describe('refused forms', () => {
  it("read the issues' form fields as the input's fields", () => {
    const body = {
      message: 'Bank Details Updation failed',
      issues: [
        { path: '/paN_No', message: 'PAN is not valid.' },
        { path: '/crossed_Chequee_File', message: 'The file must be a JPEG, PNG or PDF file.' },
        { path: '/other', message: 'Odd.' },
        { path: 3, message: 'Not a pointer.' },
      ],
    };
    expect(formIssuesOf(body, BANK_FORM_FIELDS)).toEqual([
      { field: 'pan', message: 'PAN is not valid.' },
      { field: 'crossedChequeFile', message: 'The file must be a JPEG, PNG or PDF file.' },
      { field: null, message: 'Odd.' },
    ]);
    expect(formIssuesOf({ message: 'x' }, BANK_FORM_FIELDS)).toEqual([]);
  });
});
