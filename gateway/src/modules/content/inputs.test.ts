import { describe, expect, it } from 'vitest';
import { validateInput } from '../../graphql/user-errors.ts';
import { blogIdInput, newsletterEmailInput, popupInput } from './inputs.ts';

describe('popup input', () => {
  it("wants exactly 10 digits of phone, with the spec's message", () => {
    for (const phone of ['98765', '98765 43210', '98765432101']) {
      expect(validateInput(popupInput, { name: 'Meera', email: 'm@x.in', phone }, ['input'])).toEqual({
        ok: false,
        userErrors: [
          { field: ['input', 'phone'], message: 'Please enter 10 digits for mobile no.', code: 'INVALID_PHONE' },
        ],
      });
    }
    expect(popupInput.parse({ name: ' Meera ', email: ' m@x.in ', phone: ' 9876543210 ' })).toEqual({
      name: 'Meera',
      email: 'm@x.in',
      phone: '9876543210',
    });
  });

  it('wants a name and an email', () => {
    const result = validateInput(popupInput, { name: '', email: 'x', phone: '9876543210' }, ['input']);
    expect(result.ok ? [] : result.userErrors.map((e) => e.code)).toEqual(['REQUIRED', 'INVALID_EMAIL']);
  });

  it('refuses a name over 120 characters', () => {
    expect(
      validateInput(popupInput, { name: 'x'.repeat(121), email: 'm@x.in', phone: '9876543210' }, ['input']),
    ).toEqual({
      ok: false,
      userErrors: [{ field: ['input', 'name'], message: 'Name must be at most 120 characters.', code: 'TOO_LONG' }],
    });
  });
});

describe('newsletter and blog ids', () => {
  it('checks the email shape', () => {
    expect(newsletterEmailInput.safeParse('a@b.co').success).toBe(true);
    expect(newsletterEmailInput.safeParse('a@b').success).toBe(false);
  });

  it('takes positive whole ids only', () => {
    expect(blogIdInput.parse('3')).toBe(3);
    for (const id of ['abc', '0', '-1', '1.5']) expect(blogIdInput.safeParse(id).success).toBe(false);
  });
});
