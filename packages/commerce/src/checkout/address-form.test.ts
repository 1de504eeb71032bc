import { describe, expect, it } from 'vitest';
import {
  addressProblems,
  checkAddressFields,
  gstNumberProblem,
  parseAgeGroup,
  parseGender,
  parseGstin,
} from './address-form.ts';
import { ADDRESS_ERRORS } from './messages.ts';

const valid = {
  firstName: ' Aarav ',
  lastName: 'Sharma',
  address: '14, Brigade Road',
  city: 'Bengaluru',
  pincode: '560001',
  phone: '9876543210',
  email: 'Aarav@Example.com',
};

describe('checkAddressFields', () => {
  it('trims and lowercases the email', () => {
    expect(checkAddressFields(valid)).toEqual({
      ok: true,
      fields: {
        firstName: 'Aarav',
        lastName: 'Sharma',
        address: '14, Brigade Road',
        city: 'Bengaluru',
        pincode: '560001',
        phone: '9876543210',
        email: 'aarav@example.com',
      },
    });
  });

  it('makes the email optional', () => {
    expect(checkAddressFields({ ...valid, email: '  ' })).toMatchObject({ ok: true, fields: { email: null } });
    expect(checkAddressFields({ ...valid, email: null })).toMatchObject({ ok: true, fields: { email: null } });
  });

  it.each([
    [{ firstName: '' }, 'firstName'],
    [{ firstName: 'A'.repeat(61) }, 'firstName'],
    [{ lastName: ' ' }, 'lastName'],
    [{ phone: '98765' }, 'phone'],
    [{ phone: '98765432ab' }, 'phone'],
    [{ address: '' }, 'address'],
    [{ pincode: '5600' }, 'pincode'],
    [{ city: '' }, 'city'],
    [{ email: 'not-an-email' }, 'email'],
  ] as const)('refuses %o', (change, field) => {
    expect(checkAddressFields({ ...valid, ...change })).toEqual({ ok: false, problem: { field, key: field } });
  });

  it('names every problem, in the form order, with the messages of the form', () => {
    expect(addressProblems({ phone: '98' }).map((p) => p.field)).toEqual([
      'firstName',
      'lastName',
      'phone',
      'address',
      'pincode',
      'city',
    ]);
    expect(ADDRESS_ERRORS.pincode.message).toBe('Please enter a valid 6-digit pincode.');
    expect(ADDRESS_ERRORS.phone.message).toBe('Please enter a valid 10-digit mobile number.');
  });
});

describe('choices', () => {
  it('reads the spec values of gender and age group', () => {
    expect(parseGender('female')).toBe('Female');
    expect(parseGender('x')).toBeNull();
    expect(parseAgeGroup('40 above')).toBe('40 above');
    expect(parseAgeGroup('40above')).toBe('40 above');
    expect(parseAgeGroup('25-40')).toBe('25-40');
    expect(parseAgeGroup('60+')).toBeNull();
  });

  it('reads a GSTIN: blank is none, malformed is undefined', () => {
    expect(parseGstin(' 29aagcl1234m1z5 ')).toBe('29AAGCL1234M1Z5');
    expect(parseGstin('')).toBeNull();
    expect(parseGstin(null)).toBeNull();
    expect(parseGstin('29AAGCL1234M1Y5')).toBeUndefined();
  });

  it('requires a well-formed GST number in GST mode', () => {
    expect(gstNumberProblem(' ')).toBe('gstRequired');
    expect(gstNumberProblem('29ABCDE1234F1Z')).toBe('gstInvalid');
    expect(gstNumberProblem('29abcde1234f1z5')).toBeNull();
  });
});
