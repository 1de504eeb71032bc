import { describe, expect, it } from 'vitest';
import { formatMoney } from './format.ts';

describe('formatMoney', () => {
  it('groups rupees the Indian way without decimals for whole amounts', () => {
    expect(formatMoney(1234567)).toBe('₹12,34,567');
  });
  it('keeps two decimals otherwise', () => {
    expect(formatMoney(499.5)).toBe('₹499.50');
  });
});
