import { describe, expect, it } from 'vitest';
import { checkNewsletterEmail, checkPopupForm } from './subscription-forms.ts';

describe('checkPopupForm', () => {
  const form = { name: 'Meera', email: 'meera@example.com', phone: '9876543210' };

  it('accepts name, email and 10 digits', () => {
    expect(checkPopupForm(form)).toBeNull();
    expect(checkPopupForm({ ...form, phone: ' 9876543210 ' })).toBeNull();
  });

  it("says the spec's message for a phone that is not 10 digits", () => {
    for (const phone of ['987654321', '98765432100', '98765-4321', '']) {
      expect(checkPopupForm({ ...form, phone })).toBe('Please enter 10 digits for mobile no.');
    }
  });

  it('asks for a name and a valid email first', () => {
    expect(checkPopupForm({ ...form, name: ' ', phone: '1' })).toBe('Please enter your name.');
    expect(checkPopupForm({ ...form, email: 'meera@' })).toBe('Please enter a valid email address.');
  });
});

describe('checkNewsletterEmail', () => {
  it('wants an email shape', () => {
    expect(checkNewsletterEmail(' a@b.co ')).toBeNull();
    expect(checkNewsletterEmail('a b@c.co')).toBe('Please enter a valid email address.');
  });
});
