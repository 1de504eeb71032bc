import { describe, expect, it } from 'vitest';
import { checkAddPartner, EMPTY_ADD_PARTNER, EMPTY_JOIN, isPincode, joinProblem, type Place } from './partner-forms.ts';

const values = {
  salutationId: '1',
  name: 'Nikhil',
  surname: 'Jain',
  email: 'nikhil@example.com',
  pincode: '560001',
  city: 'Bengaluru',
  phone: '9000012345',
  referName: 'Rohan Mehta',
  referContact: 'rohan.cp@example.com',
};
const bengaluru: Place = {
  countryId: '2',
  country: 'India',
  stateId: '17',
  state: 'Karnataka',
  city: 'Bengaluru',
  phonePrefix: '+91',
};

describe('checkAddPartner', () => {
  it('gives the input of a complete form with the looked-up ids', () => {
    expect(checkAddPartner({ ...values, name: ' Nikhil ' }, bengaluru)).toEqual({
      input: { ...values, name: 'Nikhil', countryId: '2', stateId: '17' },
    });
  });
  it('asks for the salutation first', () => {
    expect(checkAddPartner(EMPTY_ADD_PARTNER, null)).toEqual({
      problem: { field: 'salutationId', message: 'Please Select Salutation' },
    });
  });
  it('requires name, surname, email, city and phone, and checks the email shape', () => {
    expect(checkAddPartner({ ...values, surname: '' }, bengaluru)).toEqual({
      problem: { field: 'surname', message: 'Surname is required.' },
    });
    expect(checkAddPartner({ ...values, email: 'nikhil@' }, bengaluru)).toEqual({
      problem: { field: 'email', message: 'Please enter a valid email address.' },
    });
    expect(checkAddPartner({ ...values, city: ' ' }, bengaluru)).toEqual({
      problem: { field: 'city', message: 'City is required.' },
    });
    expect(checkAddPartner({ ...values, phone: '90000' }, bengaluru)).toEqual({
      problem: { field: 'phone', message: 'Phone number must be 10 digits.' },
    });
  });
  it('wants a 6-digit numeric pincode', () => {
    for (const pincode of ['56000', '5600011', '56000a', '']) {
      expect(checkAddPartner({ ...values, pincode }, bengaluru)).toEqual({
        problem: { field: 'pincode', message: 'Please enter a valid 6-digit numeric pincode.' },
      });
    }
  });
  it('wants the country and state the pincode found, in India only', () => {
    expect(checkAddPartner(values, null)).toEqual({ problem: { field: 'country', message: 'Please Select Country' } });
    expect(checkAddPartner(values, { ...bengaluru, stateId: '' })).toEqual({
      problem: { field: 'state', message: 'Please Select State' },
    });
    expect(checkAddPartner(values, { ...bengaluru, countryId: '7', country: 'Nepal' })).toEqual({
      problem: { field: 'country', message: 'Channel partners can be added in India only.' },
    });
  });
  it("checks the master's contact as an email or a mobile number", () => {
    expect(checkAddPartner({ ...values, referContact: '9876543210' }, bengaluru)).toHaveProperty('input');
    expect(checkAddPartner({ ...values, referContact: 'rohan' }, bengaluru)).toEqual({
      problem: { field: 'referContact', message: 'Please enter a valid email address or mobile number.' },
    });
  });
});

describe('isPincode', () => {
  it('takes exactly six digits', () => {
    expect(isPincode('560001')).toBe(true);
    expect(isPincode('56001')).toBe(false);
    expect(isPincode('56 001')).toBe(false);
  });
});

describe('joinProblem', () => {
  const join = {
    surname: 'Rao',
    phone: '9000098765',
    pincode: '110001',
    city: 'New Delhi',
    address: '7 Park Street',
    password: 'Secret#123',
    confirmPassword: 'Secret#123',
  };
  it('accepts a complete form', () => {
    expect(joinProblem(join)).toBeNull();
  });
  it('checks in the order of the form', () => {
    expect(joinProblem(EMPTY_JOIN)).toEqual({ field: 'surname', message: 'Surname is required.' });
    expect(joinProblem({ ...join, phone: '12345' })).toEqual({
      field: 'phone',
      message: 'Phone number must be 10 digits.',
    });
    expect(joinProblem({ ...join, pincode: '1100' })).toEqual({
      field: 'pincode',
      message: 'Please enter a valid 6-digit numeric pincode.',
    });
    expect(joinProblem({ ...join, address: '' })).toEqual({ field: 'address', message: 'Address is required.' });
  });
  it('wants a password of 8 to 64 characters, typed twice alike', () => {
    expect(joinProblem({ ...join, password: 'short', confirmPassword: 'short' })).toEqual({
      field: 'password',
      message: 'Password must be 8 to 64 characters.',
    });
    expect(joinProblem({ ...join, confirmPassword: 'Secret#124' })).toEqual({
      field: 'confirmPassword',
      message: 'New Password and New Confirm Password did not match.',
    });
  });
});
