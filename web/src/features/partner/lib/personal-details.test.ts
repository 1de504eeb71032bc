// The form's input; the rule is tested in @shop/commerce/partner/personal-details.
import { describe, expect, it } from 'vitest';
import {
  personalDetailsInput,
  personalDetailsProblem,
  withPincodePlace,
  type PersonalDetailsValues,
} from './personal-details.ts';

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

describe('personal details form', () => {
  it('gives the first problem with its message', () => {
    const nothing = { numberOnRecord: false, fileOnRecord: false, fileChosen: false };
    // The policy is ticked: what is missing is the Aadhaar, and the message says so.
    expect(personalDetailsProblem(valid, nothing)).toEqual({
      field: 'aadhaar',
      message: 'Enter your 12-digit Aadhaar number or upload a copy of your Aadhaar.',
    });
    expect(personalDetailsProblem({ ...valid, acceptPolicy: false }, { ...nothing, fileChosen: true })).toEqual({
      field: 'acceptPolicy',
      message: 'Please select Checkbox to Accept Lumen Devices Private Limited policy.',
    });
    expect(personalDetailsProblem(valid, { ...nothing, fileChosen: true })).toBeNull();
  });

  it('sends the text trimmed and leaves a blank or masked Aadhaar number out', () => {
    expect(personalDetailsInput({ ...valid, name: ' Kavya ' })).toMatchObject({
      name: 'Kavya',
      aadhaar: null,
      acceptPolicy: true,
    });
    expect(personalDetailsInput({ ...valid, aadhaar: 'XXXX XXXX 9012' }).aadhaar).toBeNull();
    expect(personalDetailsInput({ ...valid, aadhaar: '1234 5678 9012' }).aadhaar).toBe('123456789012');
  });
});

describe('the pincode fills the place', () => {
  const countries = [
    { id: '1', name: 'Nepal', states: [{ id: '5', name: 'Bagmati' }] },
    {
      id: '2',
      name: 'India',
      states: [
        { id: '31', name: 'Tamil Nadu' },
        { id: '17', name: 'Karnataka' },
      ],
    },
  ];
  const typed = { ...valid, countryId: '', stateId: '', city: '', pincode: '560001' };
  const bengaluru = { pincode: '560001', city: 'Bengaluru', state: 'KARNATAKA', country: 'India' };

  it('chooses the country and state by name and fills an empty city', () => {
    expect(withPincodePlace(typed, bengaluru, countries)).toMatchObject({
      countryId: '2',
      stateId: '17',
      city: 'Bengaluru',
    });
  });

  it('keeps a typed city, and everything for another pincode or a state not in the list', () => {
    expect(withPincodePlace({ ...typed, city: 'Whitefield' }, bengaluru, countries).city).toBe('Whitefield');
    expect(withPincodePlace(typed, { ...bengaluru, pincode: '600001' }, countries)).toBe(typed);
    expect(withPincodePlace(typed, { ...bengaluru, state: 'Goa' }, countries)).toMatchObject({
      countryId: '',
      stateId: '',
      city: 'Bengaluru',
    });
  });
});
