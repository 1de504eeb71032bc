import { describe, expect, it } from 'vitest';
import { compareAtAmount, discountText } from './pricing.ts';

describe('discountText', () => {
  it('rounds the percentage off the list price', () => {
    expect(discountText(24999, 17999)).toBe('28%'); // 28.0011...
    expect(discountText(1000, 500)).toBe('50%');
    expect(discountText(200, 199)).toBe('1%'); // 0.5 % rounds half away from zero
    // 57 off 200 is exactly 28.5 %; in floats (57 / 200) * 100 is 28.499999999999996, which read '28%'.
    expect(discountText(200, 143)).toBe('29%');
  });

  it('is null without a discount', () => {
    expect(discountText(4999, 4999)).toBeNull();
    expect(discountText(4999, 5999)).toBeNull();
    expect(discountText(0, 0)).toBeNull();
  });

  it('is null when the discount rounds to nothing', () => {
    expect(discountText(100000, 99900)).toBeNull(); // 0.1 %
  });
});

describe('compareAtAmount', () => {
  it('strikes the list price through only when it is higher', () => {
    expect(compareAtAmount(17999, 24999)).toBe(24999);
    expect(compareAtAmount(17999, 17999)).toBeNull();
    expect(compareAtAmount(17999, 9999)).toBeNull();
  });
});
