import { describe, expect, it } from 'vitest';
import { formatMoney, toMoney } from './money.ts';

describe('formatMoney', () => {
  it('shows whole rupees without decimals and with en-IN grouping', () => {
    expect(formatMoney(17999, 'INR')).toBe('₹17,999');
    expect(formatMoney(100000, 'INR')).toBe('₹1,00,000');
    expect(formatMoney(0, 'INR')).toBe('₹0');
  });

  it('shows two decimals when the amount is not whole', () => {
    expect(formatMoney(499.5, 'INR')).toBe('₹499.50');
    expect(formatMoney(1234.567, 'INR')).toBe('₹1,234.57');
  });

  it('formats other currencies in their own symbol', () => {
    expect(formatMoney(1999, 'USD')).toBe('$1,999');
  });
});

describe('toMoney', () => {
  it('builds the Money shape with the amount rounded to the minor unit', () => {
    expect(toMoney(24999, 'INR')).toEqual({ amount: 24999, currencyCode: 'INR', formatted: '₹24,999' });
    expect(toMoney(10.005, 'INR').amount).toBe(10.01);
  });
});
