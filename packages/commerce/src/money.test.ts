import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountText,
  formatMoney,
  groupIndian,
  percentOfPaise,
  roundMoney,
  sameAmount,
  timesPaise,
  toMoney,
  toPaise,
} from './money.ts';

describe('money in paise', () => {
  it('multiplies a unit price by a quantity in paise', () => {
    expect(timesPaise(333.33, 3)).toBe(99_999);
    expect(timesPaise(1.005, 1)).toBe(101);
  });

  it('takes a percent of paise once, half away from zero', () => {
    // 12.5 % of ₹333.33 x 3 (99,999 paise) is 12,499.875 paise: 12,500.
    expect(percentOfPaise(99_999, 12.5)).toBe(12_500);
    // 15 % of ₹17,999 is ₹2,699.85 exactly.
    expect(percentOfPaise(toPaise(17_999), 15)).toBe(269_985);
    // 7.3 % of ₹999 is 7,292.7 paise: 7,293 (float arithmetic gives 7292.700000000001).
    expect(percentOfPaise(99_900, 7.3)).toBe(7_293);
  });

  it('rounds and compares to the paisa', () => {
    expect(roundMoney(499.495)).toBe(499.5);
    expect(sameAmount(17_999, 17_999.004)).toBe(true);
    expect(sameAmount(17_999, 17_999.005)).toBe(false);
    expect(amountText(17_999)).toBe('17999.00');
    expect(amountText(1.005)).toBe('1.01');
  });

  it('formats rupees with Indian grouping, decimals only when there are paise', () => {
    expect(formatMoney(17_999)).toBe('₹17,999');
    expect(formatMoney(1_23_456.5)).toBe('₹1,23,456.50');
    expect(formatMoney(499.999)).toBe('₹500');
    expect(formatMoney(12.5, 'USD')).toBe('$12.50');
    expect(toMoney(499.5)).toEqual({ amount: 499.5, currencyCode: 'INR', formatted: '₹499.50' });
  });

  it('writes rupees exactly as Intl en-IN does, for any amount to the paisa', () => {
    const intl = (amount: number, digits: number) =>
      new Intl.NumberFormat('en-IN', {
        style: 'currency',
        currency: 'INR',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }).format(amount);
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (paise) => {
        if (paise === 0) return;
        expect(formatMoney(paise / 100)).toBe(intl(paise / 100, paise % 100 === 0 ? 0 : 2));
      }),
      { seed: 17, numRuns: 2000 },
    );
    expect(formatMoney(-1_234.5)).toBe('-₹1,234.50');
    expect(formatMoney(0)).toBe('₹0');
    expect(formatMoney(1_00_00_000)).toBe('₹1,00,00,000');
    expect(formatMoney(0.05)).toBe('₹0.05');
  });

  it('groups digits in lakhs and crores', () => {
    expect(['1', '123', '1234', '123456', '1234567', '12345678'].map(groupIndian)).toEqual([
      '1',
      '123',
      '1,234',
      '1,23,456',
      '12,34,567',
      '1,23,45,678',
    ]);
  });
});
