import { describe, expect, it } from 'vitest';
import {
  contactKey,
  digitsOnly,
  isEmail,
  isEmailOrPhone,
  isPhone,
  joinName,
  parseContact,
  splitName,
} from './contact.ts';

describe('contacts', () => {
  it('takes a simple email shape of at most 254 characters', () => {
    expect(isEmail('aarav@example.com')).toBe(true);
    expect(isEmail(' aarav@example.com ')).toBe(true);
    expect(isEmail('aarav@example')).toBe(false);
    expect(isEmail('a b@example.com')).toBe(false);
    expect(isEmail(`${'a'.repeat(243)}@example.com`)).toBe(false);
  });

  it('takes exactly 10 digits as a mobile number', () => {
    expect(isPhone('9876543210')).toBe(true);
    expect(isPhone('987654321')).toBe(false);
    expect(isPhone('+919876543210')).toBe(false);
    expect(isEmailOrPhone('9876543210')).toBe(true);
    expect(isEmailOrPhone('hello')).toBe(false);
  });

  it('parses a contact, lowercasing emails', () => {
    expect(parseContact(' Aarav@Example.com ')).toEqual({ kind: 'email', value: 'aarav@example.com' });
    expect(parseContact('9876543210')).toEqual({ kind: 'phone', value: '9876543210' });
    expect(parseContact('98765')).toBeNull();
    expect(contactKey(' Aarav@Example.com')).toBe('aarav@example.com');
  });

  it('strips non-digits and splits and joins names', () => {
    expect(digitsOnly('98765-43210 ', 10)).toBe('9876543210');
    expect(digitsOnly('12a34', 3)).toBe('123');
    expect(splitName('  Aarav   Kumar Sharma ')).toEqual({ firstName: 'Aarav', lastName: 'Kumar Sharma' });
    expect(joinName(' Rohan ', '')).toBe('Rohan');
    expect(joinName('Rohan', 'Mehta')).toBe('Rohan Mehta');
  });
});
