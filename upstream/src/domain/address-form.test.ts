import { describe, expect, it } from 'vitest';
import {
  ADDRESS_MESSAGES as M,
  checkAddressFields,
  isOn,
  parseAgeGroup,
  parseGender,
  parseGstin,
} from './address-form.ts';

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
  });

  it.each([
    [{ firstName: '' }, M.firstName, 'firstName'],
    [{ lastName: ' ' }, M.lastName, 'lastName'],
    [{ phone: '98765' }, M.phone, 'phone'],
    [{ phone: '98765432ab' }, M.phone, 'phone'],
    [{ address: '' }, M.address, 'address'],
    [{ pincode: '5600' }, M.pincode, 'pincode'],
    [{ city: '' }, M.city, 'city'],
    [{ email: 'not-an-email' }, M.email, 'email'],
  ])('refuses %o', (change, message, field) => {
    expect(checkAddressFields({ ...valid, ...change })).toEqual({ ok: false, message, field });
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

  it('reads form flags', () => {
    expect([isOn('1'), isOn(1), isOn(true), isOn('true'), isOn('on')]).toEqual([true, true, true, true, true]);
    expect([isOn('0'), isOn(0), isOn(false), isOn(undefined), isOn('')]).toEqual([false, false, false, false, false]);
  });
});
