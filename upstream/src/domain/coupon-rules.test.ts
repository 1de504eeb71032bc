import { describe, expect, it } from 'vitest';
import { checkCoupon, normaliseCouponCode, type CouponFacts } from './coupon-rules.ts';

const ring15: CouponFacts = {
  code: 'RING15',
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

describe('checkCoupon', () => {
  it('accepts a product coupon for its product within its period', () => {
    expect(checkCoupon(ring15, use)).toBe('ok');
  });

  it('refuses it before and after its period, and when used up', () => {
    expect(checkCoupon(ring15, { ...use, now: new Date('2025-12-31T23:00:00.000Z') })).toBe('not-started');
    expect(checkCoupon(ring15, { ...use, now: new Date('2027-01-01T00:00:00.000Z') })).toBe('expired');
    expect(checkCoupon({ ...ring15, uses: 1000 }, use)).toBe('used-up');
  });

  it('restricts to the product or the category', () => {
    expect(checkCoupon(ring15, { ...use, productId: 102 })).toBe('other-product');
    const wear = { ...ring15, productId: null, categoryId: 2 };
    expect(checkCoupon(wear, use)).toBe('other-category');
    expect(checkCoupon(wear, { ...use, categoryId: 2 })).toBe('ok');
  });

  it('keeps a personal code for its owner', () => {
    const welcome = { ...ring15, productId: null, email: 'aarav@example.com', maxUses: 1, uses: 0 };
    expect(checkCoupon(welcome, use)).toBe('ok');
    expect(checkCoupon(welcome, { ...use, email: 'priya@example.com' })).toBe('not-yours');
    expect(checkCoupon(welcome, { ...use, email: null })).toBe('not-yours');
  });

  it('matches codes without case or blanks', () => {
    expect(normaliseCouponCode('  ring15 ')).toBe('RING15');
  });
});
