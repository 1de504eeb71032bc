import { describe, expect, it } from 'vitest';
import {
  checkCoupon,
  checkCouponApplication,
  couponLimitBreaches,
  distinctCoupons,
  normaliseCouponCode,
  repeatedCoupon,
  type CouponFacts,
} from './coupons.ts';
import { CHECKOUT_ERRORS, couponLimitError } from './messages.ts';

describe('coupon codes', () => {
  it('match without case or blanks', () => {
    expect(normaliseCouponCode('  ring15 ')).toBe('RING15');
  });
});

describe('coupon application', () => {
  const cart = [
    { productId: 101, colorId: 1011 },
    { productId: 301, colorId: 3013 },
  ];

  it('ignores a blank code and accepts a new code for a cart line', () => {
    expect(checkCouponApplication({ productId: 101, colorId: 1011, code: '  ' }, [], cart)).toBe('blank');
    expect(checkCouponApplication({ productId: 101, colorId: 1011, code: 'RING15' }, [], cart)).toBeNull();
  });

  it("refuses a code already on the same line, whatever its case: the spec's message", () => {
    const applied = [{ productId: 101, colorId: 1011, code: 'RING15' }];
    expect(checkCouponApplication({ productId: 101, colorId: 1011, code: 'ring15' }, applied, cart)).toBe(
      'couponDuplicate',
    );
    expect(CHECKOUT_ERRORS.couponDuplicate.message).toBe('Coupon Code Already Applied.');
    expect(checkCouponApplication({ productId: 301, colorId: 3013, code: 'RING15' }, applied, cart)).toBeNull();
  });

  it('refuses a product or colour that is not in the cart', () => {
    expect(checkCouponApplication({ productId: 201, colorId: 2011, code: 'WATCH10' }, [], cart)).toBe(
      'couponNotInCart',
    );
    expect(checkCouponApplication({ productId: 101, colorId: 1012, code: 'RING15' }, [], cart)).toBe('couponNotInCart');
    expect(CHECKOUT_ERRORS.couponNotInCart.message).toBe('Product not found in cart');
  });

  it('works on string ids as the web holds them', () => {
    expect(
      checkCouponApplication(
        { productId: '101', colorId: '1011', code: 'X' },
        [],
        [{ productId: '101', colorId: '1011' }],
      ),
    ).toBeNull();
  });

  it('drops blanks and repeats, and finds a repeat', () => {
    const coupons = [
      { productId: 101, colorId: 1011, code: 'ring15' },
      { productId: 101, colorId: 1011, code: 'RING15 ' },
      { productId: 101, colorId: 1011, code: '' },
      { productId: 301, colorId: 3013, code: 'ring15' },
    ];
    expect(distinctCoupons(coupons)).toEqual([
      { productId: 101, colorId: 1011, code: 'RING15' },
      { productId: 301, colorId: 3013, code: 'RING15' },
    ]);
    expect(repeatedCoupon(coupons)).toBe(coupons[1]);
    expect(repeatedCoupon([coupons[0]!, coupons[3]!])).toBeNull();
  });
});

describe('checkCoupon', () => {
  const ring15: CouponFacts = {
    percent: 15,
    productId: 101,
    categoryId: null,
    validFrom: '2026-01-01T00:00:00.000Z',
    validTo: '2026-12-31T23:59:59.000Z',
    email: null,
    maxUses: 1000,
    uses: 3,
  };
  const use = { now: new Date('2026-03-01T10:00:00.000Z'), email: 'aarav@example.com', productId: 101, categoryId: 1 };

  it('accepts a product coupon for its product within its period', () => {
    expect(checkCoupon(ring15, use)).toBeNull();
  });

  it('refuses it before and after its period, and when used up', () => {
    expect(checkCoupon(ring15, { ...use, now: new Date('2025-12-31T23:00:00.000Z') })).toBe('notStarted');
    expect(checkCoupon(ring15, { ...use, now: new Date('2027-01-01T00:00:00.000Z') })).toBe('expired');
    expect(checkCoupon({ ...ring15, uses: 1000 }, use)).toBe('usedUp');
  });

  it('restricts to the product or the category', () => {
    expect(checkCoupon(ring15, { ...use, productId: 102 })).toBe('otherProduct');
    const wear = { ...ring15, productId: null, categoryId: 2 };
    expect(checkCoupon(wear, use)).toBe('otherCategory');
    expect(checkCoupon(wear, { ...use, categoryId: 2 })).toBeNull();
  });

  it('keeps a personal code for its owner', () => {
    const welcome = { ...ring15, productId: null, email: 'aarav@example.com', maxUses: 1, uses: 0 };
    expect(checkCoupon(welcome, use)).toBeNull();
    expect(checkCoupon(welcome, { ...use, email: 'priya@example.com' })).toBe('notYours');
    expect(checkCoupon(welcome, { ...use, email: null })).toBe('notYours');
  });
});

describe('coupon limits', () => {
  const watch = { productId: 201, colorId: 2011 };
  const buds = { productId: 301, colorId: 3013 };
  const shop = (code: string, percent: number, line = watch) => ({ ...line, code, percent, partner: false });
  const partner = (code: string, percent: number, line = watch) => ({ ...line, code, percent, partner: true });

  it('accepts coupons up to the maximum percent on one product and colour, to the hundredth', () => {
    expect(couponLimitBreaches([shop('VERTEX20', 20), shop('WATCH10', 10), shop('WELCOME', 10)], 40)).toEqual([]);
    // 10.004 is held as 10.00: 30 + 10.00 = 40.00, within 40.
    expect(couponLimitBreaches([shop('A', 30), shop('B', 10.004)], 40)).toEqual([]);
  });

  it('refuses the coupon that takes its product past the maximum, and judges later ones without it', () => {
    const coupons = [shop('VERTEX20', 20), shop('WATCH10', 10), shop('BIG25', 25), shop('WELCOME', 10)];
    expect(couponLimitBreaches(coupons, 40)).toEqual([{ coupon: coupons[2], limit: 'cap' }]);
    // The same percents on another product count apart.
    expect(couponLimitBreaches([shop('VERTEX20', 20), shop('AUDIO30', 30, buds)], 30)).toEqual([]);
  });

  it('accepts one channel partner coupon per order, on any of its products, and refuses a second one', () => {
    const first = partner('V5M1001-AB12', 10);
    const again = partner('v5m1001-ab12', 10, buds);
    const second = partner('V5G1002-CD34', 12, buds);
    expect(couponLimitBreaches([first, again, second], 50)).toEqual([{ coupon: second, limit: 'partner' }]);
    // A refused partner coupon leaves room for another one.
    const tooBig = partner('V5G1002-ZZ99', 60);
    expect(couponLimitBreaches([tooBig, second], 50)).toEqual([{ coupon: tooBig, limit: 'cap' }]);
  });

  it('names the coupon in each refusal', () => {
    expect(couponLimitError('cap', 'BIG25', 50)).toEqual({
      code: 'COUPON_CAP',
      message: 'Coupon BIG25 cannot be applied: coupons can take at most 50% off one product.',
    });
    expect(couponLimitError('partner', 'V5G1002-CD34', 50)).toEqual({
      code: 'PARTNER_COUPON_LIMIT',
      message: 'Coupon V5G1002-CD34 cannot be applied: an order can carry at most 1 channel partner coupon.',
    });
  });
});
