// The forms' field names and inputs; the rules are tested in @shop/commerce/partner/new-partner.
import { describe, expect, it } from 'vitest';
import { checkAddPartner, EMPTY_JOIN, joinProblem, type Place } from './partner-forms.ts';

const values = {
  salutationId: '1',
  name: ' Nikhil ',
  surname: 'Jain',
  email: 'Nikhil@example.com',
  pincode: '560001',
  city: 'Bengaluru',
  phone: '9000012345',
  referName: ' Rohan Mehta ',
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
    expect(checkAddPartner(values, bengaluru)).toEqual({
      input: {
        salutationId: '1',
        name: 'Nikhil',
        surname: 'Jain',
        email: 'nikhil@example.com',
        pincode: '560001',
        countryId: '2',
        stateId: '17',
        city: 'Bengaluru',
        phone: '9000012345',
        referName: 'Rohan Mehta',
        referContact: 'rohan.cp@example.com',
      },
    });
  });

  it('shows the place problems on the country and state boxes', () => {
    expect(checkAddPartner(values, null)).toEqual({ problem: { field: 'country', message: 'Please Select Country' } });
    expect(checkAddPartner(values, { ...bengaluru, stateId: '' })).toEqual({
      problem: { field: 'state', message: 'Please Select State' },
    });
    expect(checkAddPartner(values, { ...bengaluru, countryId: '7' })).toEqual({
      problem: { field: 'country', message: 'Channel partners can be added in India only.' },
    });
  });
});

describe('joinProblem', () => {
  it('gives the first problem with its message', () => {
    expect(joinProblem(EMPTY_JOIN)).toEqual({ field: 'surname', message: 'Surname is required.' });
  });
});
