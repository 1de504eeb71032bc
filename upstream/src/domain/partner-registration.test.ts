import { describe, expect, it } from 'vitest';
import { checkJoinForm, checkNewPartnerForm, nomineeFirstName, normalisePhone } from './partner-registration.ts';

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

describe('phones', () => {
  it('phones are 10 digits, a +91 prefix, blanks and dashes allowed', () => {
    expect(normalisePhone('9800000001')).toBe('9800000001');
    expect(normalisePhone('+91 98000-00001')).toBe('9800000001');
    expect(normalisePhone('919800000001')).toBe('9800000001');
    for (const bad of ['980000000', '98000000011', '+1 9800000001', 'phone'])
      expect(normalisePhone(bad), bad).toBeNull();
  });
});

describe('the add-partner form', () => {
  it('accepts the spec fields and lowercases the email', () => {
    expect(checkNewPartnerForm(form, facts)).toEqual({
      ok: true,
      value: {
        salutationId: 2,
        name: 'Nisha',
        surname: 'Rao',
        email: 'nisha.rao@example.com',
        stateId: 16,
        city: 'Bengaluru',
        phone: '9800000001',
        pincode: '560001',
      },
    });
  });

  it('needs name, surname, email, city and phone first', () => {
    expect(refusal({ ...form, Name: ' ' })).toBe('Name is required.');
    expect(refusal({ ...form, SurName: undefined, salid: '' })).toBe('Surname is required.');
    expect(refusal({ ...form, Phone: '' })).toBe('Phone is required.');
    expect(refusal({ ...form, City: 'x'.repeat(121) })).toBe('City must be at most 120 characters.');
  });

  it("gives the spec's alerts in order: salutation, country, state, India only, pincode, master contact", () => {
    expect(refusal({ ...form, salid: '' })).toBe('Please Select Salutation');
    expect(refusal({ ...form, salid: '9' })).toBe('Please Select Salutation');
    expect(refusal({ ...form, Country: '0' })).toBe('Please Select Country');
    expect(refusal({ ...form, State: '' })).toBe('Please Select State');
    expect(refusal({ ...form, Country: '3' })).toBe('Channel partners can be added in India only.');
    expect(refusal({ ...form, State: '99' })).toBe('Please Select State');
    expect(refusal({ ...form, Pincode: '56000' })).toBe('Please enter a valid 6-digit numeric pincode.');
    expect(refusal({ ...form, Pincode: '56000a' })).toBe('Please enter a valid 6-digit numeric pincode.');
    expect(refusal({ ...form, ReferEmail: 'rohan' })).toBe('Please enter a valid email address or mobile number.');
    expect(refusal({ ...form, ReferEmail: '9876543210' })).toBeNull();
    expect(refusal({ ...form, Phone: '98000' })).toBe('Phone number must be 10 digits.');
    expect(refusal({ ...form, Email: 'nisha' })).toBe('Please enter a valid Email ID.');
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

  it('refuses blanks, a bad pincode or phone, and passwords that differ or are too short', () => {
    const message = (fields: Record<string, string>) => {
      const check = checkJoinForm(fields);
      return check.ok ? null : check.message;
    };
    expect(message({ ...join, surname: '' })).toBe('Surname is required.');
    expect(message({ ...join, address: '' })).toBe('Address is required.');
    expect(message({ ...join, pincode: '4110' })).toBe('Please enter a valid 6-digit numeric pincode.');
    expect(message({ ...join, phone: '12345' })).toBe('Phone number must be 10 digits.');
    expect(message({ ...join, confirmPassword: 'Other@123' })).toBe(
      'New Password and New Confirm Password did not match.',
    );
    expect(message({ ...join, password: 'short', confirmPassword: 'short' })).toBe(
      'Password must be 8 to 64 characters.',
    );
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
