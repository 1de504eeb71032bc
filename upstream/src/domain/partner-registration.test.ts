import { describe, expect, it } from 'vitest';
// The forms as upstream reads them (the spec's field names in and out); the rules themselves are
// tested in @shop/commerce/partner/new-partner.
import { checkJoinForm, checkNewPartnerForm, nomineeFirstName } from './partner-registration.ts';

const facts = { salutationIds: new Set([1, 2, 3, 4]), indiaStateIds: new Set([16, 20]) };
const form = {
  Name: 'Nisha',
  SurName: 'Rao',
  Email: 'Nisha.Rao@Example.com',
  Country: '2',
  State: '16',
  City: 'Bengaluru',
  Phone: '9800000001',
  Pincode: '560001',
  Refer: 'Rohan Mehta',
  ReferEmail: 'rohan.cp@example.com',
  salid: '2',
};
const refusal = (fields: Record<string, string | undefined>) => {
  const check = checkNewPartnerForm(fields, facts);
  return check.ok ? null : check.message;
};

describe('the add-partner form', () => {
  it('accepts the spec fields and lowercases the email', () => {
    expect(checkNewPartnerForm(form, facts)).toEqual({
      ok: true,
      value: {
        salutationId: 2,
        name: 'Nisha',
        surname: 'Rao',
        email: 'nisha.rao@example.com',
        pincode: '560001',
        countryId: 2,
        stateId: 16,
        city: 'Bengaluru',
        phone: '9800000001',
        referContact: 'rohan.cp@example.com',
      },
    });
  });

  it('answers the first problem with its message', () => {
    expect(refusal({ ...form, SurName: undefined, salid: '' })).toBe('Please Select Salutation');
    expect(refusal({ ...form, SurName: undefined })).toBe('Surname is required.');
    expect(refusal({ ...form, State: '99' })).toBe('Please Select State');
    expect(refusal({ ...form, ReferEmail: 'rohan' })).toBe('Please enter a valid email address or mobile number.');
  });
});

describe('the join form', () => {
  const join = {
    surname: 'Kulkarni',
    phone: '9800000002',
    pincode: '411001',
    city: 'Pune',
    address: '1 FC Road',
    password: 'Nominee@123',
    confirmPassword: 'Nominee@123',
  };

  it('accepts a full form', () => {
    expect(checkJoinForm(join)).toEqual({
      ok: true,
      value: {
        surname: 'Kulkarni',
        phone: '9800000002',
        pincode: '411001',
        city: 'Pune',
        address: '1 FC Road',
        password: 'Nominee@123',
      },
    });
  });

  it('answers the first problem with its message', () => {
    const check = checkJoinForm({ ...join, pincode: '4110', confirmPassword: 'Other@123' });
    expect(check).toEqual({ ok: false, field: 'pincode', message: 'Please enter a valid 6-digit numeric pincode.' });
  });
});

describe("a nominee's first name", () => {
  it('is the nominated name without the surname it ends with', () => {
    expect(nomineeFirstName('Sneha Joshi', 'Joshi')).toBe('Sneha');
    expect(nomineeFirstName(' Sneha  Anil   Joshi ', 'joshi')).toBe('Sneha Anil');
    expect(nomineeFirstName('Sneha', 'Joshi')).toBe('Sneha');
    expect(nomineeFirstName('Joshi', 'Joshi')).toBe('Joshi');
    expect(nomineeFirstName('Sneha Joshi', '')).toBe('Sneha Joshi');
  });
});
