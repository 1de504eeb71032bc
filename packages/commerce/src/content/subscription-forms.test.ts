import { describe, expect, it } from 'vitest';
import { CONTENT_ERRORS, CONTENT_MESSAGES } from './messages.ts';
import { checkNewsletterEmail, checkPopupForm } from './subscription-forms.ts';

const ok = { name: 'Meera', email: 'meera@example.com', phone: '9876543210' };

describe('checkPopupForm', () => {
  it('accepts a name, an email and 10 digits, blanks around them ignored', () => {
    expect(checkPopupForm(ok)).toBeNull();
    expect(checkPopupForm({ name: ' Meera ', email: ' meera@example.com ', phone: ' 9876543210 ' })).toBeNull();
  });

  it('checks name, email and phone in that order', () => {
    expect(checkPopupForm({ name: '  ', email: 'x', phone: '1' })).toEqual({ field: 'name', key: 'nameRequired' });
    expect(checkPopupForm({ ...ok, email: 'meera@', phone: '1' })).toEqual({ field: 'email', key: 'emailInvalid' });
    expect(checkPopupForm({ ...ok, phone: '' })).toEqual({ field: 'phone', key: 'popupPhone' });
  });

  it("wants the phone exactly 10 digits long, with the spec's message", () => {
    for (const phone of ['987654321', '98765432101', '98765 4321', '98765-4321'])
      expect(checkPopupForm({ ...ok, phone })?.key).toBe('popupPhone');
    expect(CONTENT_ERRORS.popupPhone.message).toBe('Please enter 10 digits for mobile no.');
  });

  it('takes a name of 120 characters and refuses 121 with its own message', () => {
    expect(checkPopupForm({ ...ok, name: 'a'.repeat(120) })).toBeNull();
    expect(checkPopupForm({ ...ok, name: 'a'.repeat(121) })).toEqual({ field: 'name', key: 'nameTooLong' });
    expect(CONTENT_ERRORS.nameTooLong.message).toBe('Name must be at most 120 characters.');
  });
});

describe('checkNewsletterEmail', () => {
  it('wants an email shape', () => {
    expect(checkNewsletterEmail(' a@b.co ')).toBeNull();
    expect(checkNewsletterEmail('a b@c.co')).toBe('emailInvalid');
    expect(CONTENT_MESSAGES.subscribed).toBe('Subscribed Successfully.');
  });
});
