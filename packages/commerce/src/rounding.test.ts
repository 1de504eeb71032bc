import { describe, expect, it } from 'vitest';
import { divideRounded, toHundredths } from './rounding.ts';

describe('the one rounding rule', () => {
  it('reads a value at 15 significant digits, so binary noise never decides a half', () => {
    // 1.005 * 100 is 100.49999999999999 in binary; the decimal 1.005 is a true half.
    expect(1.005 * 100).toBeLessThan(100.5);
    expect(toHundredths(1.005)).toBe(101);
    expect(toHundredths(10.004)).toBe(1000);
    expect(toHundredths(0.1 + 0.2)).toBe(30);
  });

  it('takes halves away from zero on both sides', () => {
    expect(toHundredths(2.675)).toBe(268);
    expect(toHundredths(-2.675)).toBe(-268);
    expect(toHundredths(-0.125)).toBe(-13);
  });

  it('divides integers exactly, rounding halves away from zero', () => {
    expect(divideRounded(5, 2)).toBe(3);
    expect(divideRounded(-5, 2)).toBe(-3);
    expect(divideRounded(4, 3)).toBe(1);
    expect(divideRounded(5, 3)).toBe(2);
    // 12 % of 1,79,99,900 paise x 1200 basis points / 10,000 stays exact.
    expect(divideRounded(17_999_00 * 1200, 10_000)).toBe(2_159_88);
  });

  it('refuses fractions and a zero denominator', () => {
    expect(() => divideRounded(1.5, 2)).toThrow(RangeError);
    expect(() => divideRounded(1, 0)).toThrow(RangeError);
  });
});
