import { describe, expect, it } from 'vitest';
import {
  checkCouponShareForm,
  checkNominationForm,
  isSharedCouponCode,
  messageText,
  SHARED_COUPON_ALPHABET,
  sharedCouponCode,
} from './partner-sharing.ts';
import { SHARED_COUPON_SUFFIX_LENGTH } from './partner-program-constants.ts';

describe('shared coupon codes', () => {
  const sequence = (values: number[]) => {
    let i = 0;
    return () => values[i++ % values.length]!;
  };

  it('are the partner code, a dash and 12 characters without look-alikes', () => {
    expect(sharedCouponCode('V5G1002', sequence([0, 1, 30, 29]))).toBe('V5G1002-23ZY23ZY23ZY');
    const code = sharedCouponCode('v5m1001', (below) => Math.floor(Math.random() * below));
    expect(code).toMatch(/^V5M1001-[2-9A-HJKMNP-Z]{12}$/);
    expect(isSharedCouponCode(code)).toBe(true);
  });

  it('are long enough that guessing is hopeless: 31^12 codes, about 59.5 bits', () => {
    expect(SHARED_COUPON_SUFFIX_LENGTH).toBe(12);
    expect(SHARED_COUPON_ALPHABET).toHaveLength(31);
    expect(SHARED_COUPON_SUFFIX_LENGTH * Math.log2(SHARED_COUPON_ALPHABET.length)).toBeGreaterThan(59);
  });

  it('refuse a draw outside the alphabet', () => {
    expect(() => sharedCouponCode('V5G1002', () => 31)).toThrow();
    expect(() => sharedCouponCode('V5G1002', () => -1)).toThrow();
  });

  it('are told apart from other coupons and from short codes', () => {
    expect(isSharedCouponCode('RING15')).toBe(false);
    expect(isSharedCouponCode('WELCOME-7KX2M9QD')).toBe(false);
    expect(isSharedCouponCode('V5G1002-7KX2')).toBe(false);
    expect(isSharedCouponCode('V5G1002-7KX2M9QDH3R0')).toBe(false);
  });
});

// The rules of both forms are tested in @shop/commerce/partner/sharing-forms; here, the spec's names.
describe('the forms as upstream reads them', () => {
  const nomination = {
    emailto: 'Sneha@Example.com',
    msg: 'Join us',
    cpname: 'Sneha Rao',
    txt_v5_1: '10',
    txt_v5_1_1: '15',
    txt_discount1: '10',
  };

  it('read a nomination, and answer a problem on the spec field name', () => {
    expect(checkNominationForm(nomination)).toEqual({
      ok: true,
      value: {
        name: 'Sneha Rao',
        email: 'sneha@example.com',
        masterPercent: 10,
        generalPercent: 15,
        clientDiscount: 10,
        message: 'Join us',
      },
    });
    expect(checkNominationForm({ ...nomination, txt_discount1: '10.01' })).toEqual({
      ok: false,
      field: 'txt_discount1',
      message: 'max discount is 35%',
    });
  });

  it('read a coupon share, and answer a problem on the spec field name', () => {
    expect(checkCouponShareForm({ emailto: '9123456780', msg: '', cpname: 'Priya' })).toEqual({
      ok: true,
      value: { recipient: { kind: 'phone', value: '9123456780' }, name: 'Priya', message: '' },
    });
    expect(checkCouponShareForm({ emailto: 'priya', msg: '', cpname: 'Priya' })).toEqual({
      ok: false,
      field: 'emailto',
      message: 'Please mention correct Email-id or Phone No. ',
    });
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
