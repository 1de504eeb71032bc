import { describe, expect, it } from 'vitest';
import { validateInput } from '../../graphql/user-errors.ts';
import {
  addPartnerInput,
  incentiveTableInput,
  nominationInput,
  partnerChangePasswordInput,
  partnerResetPasswordInput,
  partnerSupportInput,
  shareCouponInput,
  updatePartnerBankDetailsInput,
  updatePartnerDetailsInput,
} from './inputs.ts';

const errorsOf = (schema: Parameters<typeof validateInput>[0], value: unknown) => {
  const result = validateInput(schema, value, ['input']);
  return result.ok ? [] : result.userErrors;
};
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString('base64');

describe('nomination input', () => {
  const nomination = {
    name: 'Sneha',
    email: ' Sneha@Example.com ',
    masterPercent: 10,
    generalPercent: 15,
    clientDiscount: 10,
  };

  it('lowercases the email and takes a table within 35', () => {
    expect(nominationInput.parse(nomination)).toEqual({ ...nomination, email: 'sneha@example.com', message: '' });
  });

  it("answers the spec's messages, trailing space included", () => {
    expect(errorsOf(nominationInput, { ...nomination, email: '9876543210', generalPercent: 16 })).toEqual([
      {
        field: ['input', 'email'],
        message: 'Please mention correct Email-id or Phone No. ',
        code: 'INVALID_RECIPIENT',
      },
      { field: ['input', 'clientDiscount'], message: 'max discount is 35%', code: 'MAX_DISCOUNT' },
    ]);
    expect(errorsOf(nominationInput, { ...nomination, name: ' ', masterPercent: -1 })).toEqual([
      { field: ['input', 'name'], message: 'Name is required.', code: 'REQUIRED' },
      {
        field: ['input', 'masterPercent'],
        message: 'Percent values must be numbers of at least 0.',
        code: 'INVALID_PERCENT',
      },
    ]);
  });
});

describe('share coupon input', () => {
  it('takes an email (lowercased) or 10 digits, else the spec message on recipient', () => {
    expect(shareCouponInput.parse({ recipient: 'A@B.co', message: '', name: 'Priya' }).recipient).toEqual({
      kind: 'email',
      value: 'a@b.co',
    });
    expect(shareCouponInput.parse({ recipient: '9876543210', message: 'Hi', name: 'Priya' }).recipient).toEqual({
      kind: 'phone',
      value: '9876543210',
    });
    expect(errorsOf(shareCouponInput, { recipient: '12345', message: '', name: 'Priya' })).toEqual([
      {
        field: ['input', 'recipient'],
        message: 'Please mention correct Email-id or Phone No. ',
        code: 'INVALID_RECIPIENT',
      },
    ]);
  });
});

describe('incentive table input', () => {
  it('holds each percent to 2 decimals', () => {
    expect(incentiveTableInput.parse({ masterPercent: 10.004, generalPercent: 0, clientDiscount: 25 })).toEqual({
      masterPercent: 10,
      generalPercent: 0,
      clientDiscount: 25,
    });
  });

  it('refuses negative, non-finite and over-100 percents', () => {
    expect(errorsOf(incentiveTableInput, { masterPercent: 0, generalPercent: 100.5, clientDiscount: 10 })).toEqual([
      {
        field: ['input', 'generalPercent'],
        message: 'Percent values must be at most 100.',
        code: 'INVALID_PERCENT',
      },
    ]);
    expect(
      errorsOf(incentiveTableInput, { masterPercent: -0.5, generalPercent: 0, clientDiscount: Number.NaN }),
    ).toEqual([
      {
        field: ['input', 'masterPercent'],
        message: 'Percent values must be numbers of at least 0.',
        code: 'INVALID_PERCENT',
      },
      {
        field: ['input', 'clientDiscount'],
        message: 'Percent values must be numbers of at least 0.',
        code: 'INVALID_PERCENT',
      },
    ]);
  });
});

describe('add partner input', () => {
  const valid = {
    salutationId: '1',
    name: 'Nikhil',
    surname: 'Rao',
    email: 'Nikhil@Example.com',
    pincode: '560001',
    countryId: '2',
    stateId: '17',
    city: 'Bengaluru',
    phone: '9123456780',
    referName: 'Rohan Mehta',
    referContact: 'rohan.cp@example.com',
  };

  it('turns ids into numbers, lowercases the email and takes the phone as 10 digits', () => {
    expect(addPartnerInput.parse({ ...valid, phone: '+91 91234-56780' })).toMatchObject({
      salutationId: 1,
      countryId: 2,
      stateId: 17,
      email: 'nikhil@example.com',
      phone: '9123456780',
      referName: 'Rohan Mehta',
    });
    expect(errorsOf(addPartnerInput, { ...valid, referName: '', phone: ' ' })).toEqual([
      { field: ['input', 'phone'], message: 'Phone is required.', code: 'REQUIRED' },
    ]);
  });

  it("answers the spec's add-CP messages", () => {
    expect(
      errorsOf(addPartnerInput, {
        ...valid,
        salutationId: null,
        countryId: null,
        stateId: '',
        pincode: '56001',
        referContact: 'rohan',
      }),
    ).toEqual([
      { field: ['input', 'salutationId'], message: 'Please Select Salutation', code: 'SALUTATION_REQUIRED' },
      {
        field: ['input', 'pincode'],
        message: 'Please enter a valid 6-digit numeric pincode.',
        code: 'INVALID_PINCODE',
      },
      { field: ['input', 'countryId'], message: 'Please Select Country', code: 'COUNTRY_REQUIRED' },
      { field: ['input', 'stateId'], message: 'Please Select State', code: 'STATE_REQUIRED' },
      {
        field: ['input', 'referContact'],
        message: 'Please enter a valid email address or mobile number.',
        code: 'INVALID_EMAIL_OR_PHONE',
      },
    ]);
    expect(errorsOf(addPartnerInput, { ...valid, countryId: '1', surname: '', phone: '12345' })).toEqual([
      { field: ['input', 'surname'], message: 'Surname is required.', code: 'REQUIRED' },
      { field: ['input', 'countryId'], message: 'Channel partners can be added in India only.', code: 'INDIA_ONLY' },
      { field: ['input', 'phone'], message: 'Phone number must be 10 digits.', code: 'INVALID_PHONE' },
    ]);
  });
});

describe('personal details input', () => {
  const details = {
    name: 'Kavya',
    surname: 'Iyer',
    countryId: '2',
    stateId: '31',
    phone: '9000000002',
    city: 'Chennai',
    address: 'Road',
    pincode: '600001',
    acceptPolicy: true,
  };

  it('needs surname, city and address', () => {
    expect(errorsOf(updatePartnerDetailsInput, { ...details, surname: '', city: ' ', address: '' })).toEqual([
      { field: ['input', 'surname'], message: 'Surname is required.', code: 'REQUIRED' },
      { field: ['input', 'city'], message: 'City is required.', code: 'REQUIRED' },
      { field: ['input', 'address'], message: 'Address is required.', code: 'REQUIRED' },
    ]);
  });

  it('keeps the number on record for a blank or masked Aadhaar', () => {
    expect(updatePartnerDetailsInput.parse({ ...details, aadhaar: 'XXXX XXXX 1234' }).aadhaar).toBe('');
    expect(updatePartnerDetailsInput.parse({ ...details, aadhaar: null }).aadhaar).toBe('');
  });

  it('needs the accepted policy, with the spec message', () => {
    expect(errorsOf(updatePartnerDetailsInput, { ...details, acceptPolicy: false })).toEqual([
      {
        field: ['input', 'acceptPolicy'],
        message: 'Please select Checkbox to Accept Lumen Devices Private Limited policy.',
        code: 'POLICY_REQUIRED',
      },
    ]);
  });

  it('takes a 12-digit Aadhaar with spaces and a document checked by content', () => {
    const parsed = updatePartnerDetailsInput.parse({
      ...details,
      aadhaar: '1234 5678 9012',
      aadhaarFile: { fileName: 'x.exe', contentType: 'text/plain', base64: PNG },
    });
    expect(parsed.aadhaar).toBe('123456789012');
    expect(parsed.aadhaarFile).toMatchObject({ type: 'image/png', fileName: 'aadhaar.png' });
    expect(
      errorsOf(updatePartnerDetailsInput, {
        ...details,
        aadhaar: '1234',
        aadhaarFile: {
          fileName: 'a.pdf',
          contentType: 'application/pdf',
          base64: Buffer.from('hello').toString('base64'),
        },
      }),
    ).toEqual([
      { field: ['input', 'aadhaar'], message: 'Aadhar number must be 12 digits.', code: 'INVALID_AADHAAR' },
      {
        field: ['input', 'aadhaarFile'],
        message: 'The file must be a JPEG, PNG or PDF file.',
        code: 'FILE_TYPE',
      },
    ]);
  });
});

describe('bank details input', () => {
  const blank = {
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

  it('allows blank fields (a draft) and normalises filled ones', () => {
    expect(updatePartnerBankDetailsInput.parse(blank)).toMatchObject({ ...blank, crossedChequeFile: null });
    expect(
      updatePartnerBankDetailsInput.parse({
        ...blank,
        pan: 'abcde1234f',
        accountNumber: '1234 5678 9012',
        micrCode: '560 240 002',
      }),
    ).toMatchObject({ pan: 'ABCDE1234F', accountNumber: '123456789012', micrCode: '560240002' });
  });

  it('refuses a filled field of the wrong form', () => {
    expect(
      errorsOf(updatePartnerBankDetailsInput, {
        ...blank,
        pan: 'ABC',
        rtgsIfscCode: 'HDFC1234567',
        micrCode: '12',
        crossedChequeFile: { fileName: 'c.pdf', contentType: 'application/pdf', base64: 'aGVsbG8=' },
      }).map((e) => e.field),
    ).toEqual([
      ['input', 'pan'],
      ['input', 'rtgsIfscCode'],
      ['input', 'micrCode'],
      ['input', 'crossedChequeFile'],
    ]);
  });
});

describe('passwords and support', () => {
  it("says the spec's mismatch message on the confirmation", () => {
    expect(
      errorsOf(partnerChangePasswordInput, {
        oldPassword: 'Partner@123',
        newPassword: 'NewPass@123',
        newConfirmPassword: 'NewPass@124',
      }),
    ).toEqual([
      {
        field: ['input', 'newConfirmPassword'],
        message: 'New Password and New Confirm Password did not match.',
        code: 'PASSWORD_MISMATCH',
      },
    ]);
  });

  it('names the length before the mismatch, on their own fields', () => {
    expect(
      errorsOf(partnerChangePasswordInput, { oldPassword: '', newPassword: 'short', newConfirmPassword: 'other' }),
    ).toEqual([
      { field: ['input', 'oldPassword'], message: 'Current Password is required.', code: 'REQUIRED' },
      { field: ['input', 'newPassword'], message: 'Password must be 8 to 64 characters.', code: 'PASSWORD_LENGTH' },
      {
        field: ['input', 'newConfirmPassword'],
        message: 'New Password and New Confirm Password did not match.',
        code: 'PASSWORD_MISMATCH',
      },
    ]);
  });

  it('refuses a link token and a password mismatch together', () => {
    expect(
      errorsOf(partnerResetPasswordInput, { token: ' ', password: 'Partner@123', confirmPassword: 'Partner@124' }),
    ).toEqual([
      { field: ['input', 'token'], message: 'This link is invalid or has expired.', code: 'LINK_INVALID' },
      {
        field: ['input', 'confirmPassword'],
        message: 'New Password and New Confirm Password did not match.',
        code: 'PASSWORD_MISMATCH',
      },
    ]);
  });

  it('needs all four support fields and an email', () => {
    expect(errorsOf(partnerSupportInput, { name: '', surname: 'S', email: 'nope', message: ' ' })).toEqual([
      { field: ['input', 'name'], message: 'Name is required.', code: 'REQUIRED' },
      { field: ['input', 'email'], message: 'Please enter a valid Email ID.', code: 'INVALID_EMAIL' },
      { field: ['input', 'message'], message: 'Message is required.', code: 'REQUIRED' },
    ]);
  });
});
