import { describe, expect, it } from 'vitest';
import { joinName, parseContact, registrationContacts, splitName } from './contact.ts';

describe('parseContact', () => {
  it.each([
    ['9876543210', { kind: 'phone', value: '9876543210' }],
    [' 9876543210 ', { kind: 'phone', value: '9876543210' }],
    ['Aarav@Example.com', { kind: 'email', value: 'aarav@example.com' }],
    ['a.b+c@shop.co.in', { kind: 'email', value: 'a.b+c@shop.co.in' }],
  ])('accepts %s', (raw, expected) => {
    expect(parseContact(raw)).toEqual(expected);
  });

  it.each([
    '987654321',
    '98765432101',
    '98765 43210',
    '+919876543210',
    'a@b',
    'a b@c.com',
    'a@@b.com',
    'a@b@c.com',
    '',
    'abc',
  ])('rejects %j', (raw) => {
    expect(parseContact(raw)).toBeNull();
  });
});

describe('registrationContacts', () => {
  it('takes the email and the phone from any of the fields', () => {
    expect(registrationContacts(['9876543210', 'A@b.com'])).toEqual({ email: 'a@b.com', phone: '9876543210' });
    expect(registrationContacts(['a@b.com', 'a@b.com'])).toEqual({ email: 'a@b.com', phone: null });
    expect(registrationContacts([undefined, '9876543210'])).toEqual({ email: null, phone: '9876543210' });
  });

  it('refuses blanks only, an invalid value or two different values of one kind', () => {
    expect(registrationContacts(['', undefined])).toBeNull();
    expect(registrationContacts(['12345', 'a@b.com'])).toBeNull();
    expect(registrationContacts(['a@b.com', 'c@d.com'])).toBeNull();
  });
});

describe('names', () => {
  it('splits on the first blank and joins back', () => {
    expect(splitName('  Aarav   Kumar Sharma ')).toEqual({ firstName: 'Aarav', lastName: 'Kumar Sharma' });
    expect(splitName('Priya')).toEqual({ firstName: 'Priya', lastName: '' });
    expect(joinName('Priya', '')).toBe('Priya');
    expect(joinName('Priya', 'Nair')).toBe('Priya Nair');
  });
});
