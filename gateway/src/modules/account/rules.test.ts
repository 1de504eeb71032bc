import { describe, expect, it } from 'vitest';
import { accountKey, digitsOnly, fullName, isEmail, isEmailOrPhone, isPhone } from './rules.ts';

describe('isEmailOrPhone (spec section 5)', () => {
  it('accepts a simple email shape or exactly 10 digits', () => {
    for (const value of ['a@b.co', 'priya.s+shop@mail.example.in', '9876543210'])
      expect(isEmailOrPhone(value)).toBe(true);
  });

  it('refuses spaces, two @, no dot in the domain, and other digit counts', () => {
    for (const value of [
      '',
      'a b@c.de',
      'a@b@c.de',
      'a@bcde',
      'a@',
      '@b.co',
      '987654321',
      '98765432101',
      '98765 43210',
      '+919876543210',
    ]) {
      expect(isEmailOrPhone(value)).toBe(false);
    }
  });

  it('tells emails from phones', () => {
    expect(isEmail('a@b.co')).toBe(true);
    expect(isEmail('9876543210')).toBe(false);
    expect(isPhone('9876543210')).toBe(true);
    expect(isPhone('a@b.co')).toBe(false);
  });
});

describe('digitsOnly', () => {
  it('strips everything but digits (phone login)', () => {
    expect(digitsOnly('+91 98765-43210')).toBe('919876543210');
    expect(digitsOnly('(987) 654 3210')).toBe('9876543210');
  });
});

describe('accountKey', () => {
  it('compares emails without case or surrounding spaces', () => {
    expect(accountKey(' Priya@Example.COM ')).toBe('priya@example.com');
  });
});

describe('fullName', () => {
  it('joins first and last name, skipping blanks', () => {
    expect(fullName('Priya', 'Sharma')).toBe('Priya Sharma');
    expect(fullName('Priya', '')).toBe('Priya');
    expect(fullName(' ', 'Sharma')).toBe('Sharma');
  });
});
