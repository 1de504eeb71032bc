import { describe, expect, it } from 'vitest';
import { digitsOnly, isEmail, isEmailOrPhone, isPhone } from './contact-shape.ts';

describe('contact shapes', () => {
  it('accepts a simple email shape', () => {
    expect(isEmail('aarav@example.com')).toBe(true);
    expect(isEmail(' aarav@example.com ')).toBe(true);
    expect(isEmail('aarav@example')).toBe(false);
    expect(isEmail('aa rav@example.com')).toBe(false);
    expect(isEmail('a@b@example.com')).toBe(false);
  });
  it('accepts exactly 10 digits as a phone', () => {
    expect(isPhone('9876543210')).toBe(true);
    expect(isPhone('987654321')).toBe(false);
    expect(isPhone('98765432100')).toBe(false);
    expect(isPhone('98765-43210')).toBe(false);
  });
  it('takes either', () => {
    expect(isEmailOrPhone('9876543210')).toBe(true);
    expect(isEmailOrPhone('priya@example.com')).toBe(true);
    expect(isEmailOrPhone('priya')).toBe(false);
  });
  it('strips non-digits and cuts to a length', () => {
    expect(digitsOnly('+91 98765-43210')).toBe('919876543210');
    expect(digitsOnly('98a76 54-3210', 10)).toBe('9876543210');
    expect(digitsOnly('12 34 56 78', 6)).toBe('123456');
  });
});
