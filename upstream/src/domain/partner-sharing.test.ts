import { describe, expect, it } from 'vitest';
import {
  isSharedCouponCode,
  messageText,
  parseCouponRecipient,
  parseNomineeEmail,
  sharedCouponCode,
} from './partner-sharing.ts';

describe('shared coupon codes', () => {
  it('are the partner code, a dash and 4 characters without look-alikes', () => {
    expect(sharedCouponCode('V5G1002', Uint8Array.from([0, 1, 30, 31]))).toBe('V5G1002-23Z2');
    const code = sharedCouponCode('v5m1001', Uint8Array.from([7, 100, 200, 255]));
    expect(code).toMatch(/^V5M1001-[2-9A-HJKMNP-Z]{4}$/);
    expect(isSharedCouponCode(code)).toBe(true);
  });

  it('need 4 random bytes', () => {
    expect(() => sharedCouponCode('V5G1002', Uint8Array.from([1, 2, 3]))).toThrow();
  });

  it('are told apart from other coupons', () => {
    expect(isSharedCouponCode('RING15')).toBe(false);
    expect(isSharedCouponCode('WELCOME-7KX2M9QD')).toBe(false);
    expect(isSharedCouponCode('V5G1002-7KX')).toBe(false);
  });
});

describe('recipients', () => {
  it('of a coupon are an email (lowercased) or exactly 10 digits', () => {
    expect(parseCouponRecipient(' Priya@Example.com ')).toEqual({ kind: 'email', value: 'priya@example.com' });
    expect(parseCouponRecipient('9123456780')).toEqual({ kind: 'phone', value: '9123456780' });
    for (const bad of ['', '912345678', '91234567801', 'priya@', 'priya example.com', '+919123456780'])
      expect(parseCouponRecipient(bad), bad).toBeNull();
  });

  it('of a nomination are an email only', () => {
    expect(parseNomineeEmail('Sneha.Nominee@Example.com')).toBe('sneha.nominee@example.com');
    expect(parseNomineeEmail('9123456780')).toBeNull();
    expect(parseNomineeEmail('sneha')).toBeNull();
  });
});

describe('message text', () => {
  it('turns the HTML of a template into the text of a mail', () => {
    expect(messageText('<p>Dear Partner,</p><p>Rohan &amp; team invite <b>you</b>.<br>Join &lt;now&gt;</p>')).toBe(
      'Dear Partner,\nRohan & team invite you.\nJoin <now>',
    );
    expect(messageText('Plain text\n\n\n\nstays.  ')).toBe('Plain text\n\nstays.');
    expect(messageText('<script>x</script>')).toBe('x');
  });
});
