import { describe, expect, it } from 'vitest';
import {
  couponFailuresPerAccountOf,
  DEFAULT_CHECKOUT_SETTINGS,
  maxLineDiscountPercentOf,
} from './checkout-settings.ts';

describe('MAX_LINE_DISCOUNT_PERCENT', () => {
  it('defaults to half the price of a product when unset or blank', () => {
    expect(DEFAULT_CHECKOUT_SETTINGS.maxLineDiscountPercent).toBe(50);
    expect(maxLineDiscountPercentOf(undefined)).toBeUndefined();
    expect(maxLineDiscountPercentOf(' ')).toBeUndefined();
  });

  it('reads a percent from 0 to 100 with at most 2 decimals', () => {
    expect(maxLineDiscountPercentOf('30')).toBe(30);
    expect(maxLineDiscountPercentOf(' 37.5 ')).toBe(37.5);
    expect(maxLineDiscountPercentOf('0')).toBe(0);
    expect(maxLineDiscountPercentOf('100')).toBe(100);
  });

  it('stops the start on anything else', () => {
    for (const raw of ['-5', '100.01', '150', '12.345', '50%', 'half', '1e2']) {
      expect(() => maxLineDiscountPercentOf(raw)).toThrow(/MAX_LINE_DISCOUNT_PERCENT/);
    }
  });
});

describe('COUPON_CHECK_FAILURES_PER_ACCOUNT', () => {
  it('defaults to 30 failed coupon checks per account in 15 minutes', () => {
    expect(DEFAULT_CHECKOUT_SETTINGS.couponFailuresPerAccount).toBe(30);
    expect(couponFailuresPerAccountOf(undefined)).toBeUndefined();
    expect(couponFailuresPerAccountOf('')).toBeUndefined();
  });

  it('reads a whole number from 1 and stops the start on anything else', () => {
    expect(couponFailuresPerAccountOf(' 5 ')).toBe(5);
    expect(() => couponFailuresPerAccountOf('0')).toThrow(/COUPON_CHECK_FAILURES_PER_ACCOUNT/);
    expect(() => couponFailuresPerAccountOf('ten')).toThrow(/COUPON_CHECK_FAILURES_PER_ACCOUNT/);
  });
});
