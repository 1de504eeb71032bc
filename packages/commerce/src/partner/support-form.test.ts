import { describe, expect, it } from 'vitest';
import { PARTNER_ERRORS } from './messages.ts';
import { checkSupportForm } from './support-form.ts';

const form = { name: 'Kavya', surname: 'Iyer', email: 'Kavya.CP@example.com', message: 'Please call me.' };

describe('checkSupportForm', () => {
  it('answers the form trimmed, the email lowercased', () => {
    expect(checkSupportForm({ ...form, name: ' Kavya ', message: ' Please call me. ' })).toEqual({
      ok: true,
      value: { name: 'Kavya', surname: 'Iyer', email: 'kavya.cp@example.com', message: 'Please call me.' },
    });
  });

  it('requires every field, in the order of the form', () => {
    expect(checkSupportForm({ name: ' ', surname: '', email: '', message: '  ' })).toEqual({
      ok: false,
      problems: [
        { field: 'name', key: 'nameRequired' },
        { field: 'surname', key: 'surnameRequired' },
        { field: 'email', key: 'emailIdRequired' },
        { field: 'message', key: 'messageRequired' },
      ],
    });
    expect(PARTNER_ERRORS.emailIdRequired.message).toBe('Email ID is required.');
  });

  it('wants an email address in Email ID and at most 4000 characters of message', () => {
    expect(checkSupportForm({ ...form, email: 'kavya@', message: 'x'.repeat(4001) })).toEqual({
      ok: false,
      problems: [
        { field: 'email', key: 'email' },
        { field: 'message', key: 'messageTooLong' },
      ],
    });
    expect(PARTNER_ERRORS.email.message).toBe('Please enter a valid Email ID.');
    expect(PARTNER_ERRORS.messageTooLong.message).toBe('Message must be at most 4000 characters.');
  });
});
