import { describe, expect, it } from 'vitest';
import { PARTNER_ERRORS } from './messages.ts';
import { isReferContact, parseCouponRecipient, parseNomineeEmail } from './recipients.ts';

describe('recipients', () => {
  it('takes an email or a 10-digit number for a coupon', () => {
    expect(parseCouponRecipient(' Priya@Example.com ')).toEqual({ kind: 'email', value: 'priya@example.com' });
    expect(parseCouponRecipient('9876543210')).toEqual({ kind: 'phone', value: '9876543210' });
    for (const raw of ['', 'priya', '912345678', '91234567801', 'priya@example', '98765-43210'])
      expect(parseCouponRecipient(raw)).toBeNull();
  });

  it('takes an email only for a nomination', () => {
    expect(parseNomineeEmail('Sneha@Example.com')).toBe('sneha@example.com');
    expect(parseNomineeEmail('9876543210')).toBeNull();
    expect(parseNomineeEmail('sneha@example')).toBeNull();
  });

  it("checks the Master's contact of the add-CP form", () => {
    expect(isReferContact('rohan.cp@example.com')).toBe(true);
    expect(isReferContact('9876543210')).toBe(true);
    expect(isReferContact('rohan')).toBe(false);
  });

  it("refuses with the spec's texts, the trailing space included", () => {
    expect(PARTNER_ERRORS.recipient.message).toBe('Please mention correct Email-id or Phone No. ');
    expect(PARTNER_ERRORS.referContact.message).toBe('Please enter a valid email address or mobile number.');
  });
});
