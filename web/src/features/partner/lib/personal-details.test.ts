import { describe, expect, it } from 'vitest';
import { personalDetailsInput, personalDetailsProblem, type PersonalDetailsValues } from './personal-details.ts';

const valid: PersonalDetailsValues = {
  name: 'Kavya',
  surname: 'Iyer',
  countryId: '2',
  stateId: '31',
  phone: '9876501234',
  city: 'Chennai',
  address: '12 Beach Road',
  pincode: '600001',
  aadhaar: '',
  acceptPolicy: true,
};
const onRecord = { fileChosen: false, onRecord: true };
const nothing = { fileChosen: false, onRecord: false };
const POLICY = 'Please select Checkbox to Accept Lumen Devices Private Limited policy.';

describe('personalDetailsProblem', () => {
  it('accepts a complete form with the Aadhaar on record, a new number or a new file', () => {
    expect(personalDetailsProblem(valid, onRecord)).toBeNull();
    expect(personalDetailsProblem({ ...valid, aadhaar: '1234 5678 9012' }, nothing)).toBeNull();
    expect(personalDetailsProblem(valid, { fileChosen: true, onRecord: false })).toBeNull();
  });
  it('asks for the policy, or for an Aadhaar number or file, with the spec message', () => {
    expect(personalDetailsProblem({ ...valid, acceptPolicy: false }, onRecord)).toEqual({
      field: 'acceptPolicy',
      message: POLICY,
    });
    expect(personalDetailsProblem(valid, nothing)).toEqual({ field: 'acceptPolicy', message: POLICY });
  });
  it('wants 12 digits for an Aadhaar number', () => {
    expect(personalDetailsProblem({ ...valid, aadhaar: '12345678901' }, onRecord)?.message).toBe(
      'Aadhar number must be 12 digits.',
    );
    expect(personalDetailsProblem({ ...valid, aadhaar: '12345678901a' }, onRecord)?.field).toBe('aadhaar');
  });
  it('checks the fields in the order of the form', () => {
    expect(personalDetailsProblem({ ...valid, name: ' ', phone: '1' }, onRecord)?.message).toBe('Name is required.');
    expect(personalDetailsProblem({ ...valid, stateId: '' }, onRecord)?.message).toBe('Please Select State');
    expect(personalDetailsProblem({ ...valid, phone: '98765' }, onRecord)?.message).toBe(
      'Phone number must be 10 digits.',
    );
    expect(personalDetailsProblem({ ...valid, pincode: '60001' }, onRecord)?.message).toBe(
      'Please enter a valid 6-digit numeric pincode.',
    );
  });
});

describe('personalDetailsInput', () => {
  it('trims the text and leaves a blank Aadhaar number out', () => {
    expect(personalDetailsInput({ ...valid, name: ' Kavya ' })).toMatchObject({
      name: 'Kavya',
      aadhaar: null,
      acceptPolicy: true,
    });
    expect(personalDetailsInput({ ...valid, aadhaar: '1234 5678 9012' }).aadhaar).toBe('123456789012');
  });
});
