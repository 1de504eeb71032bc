import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count.ts';

describe('formatCount', () => {
  it('groups as en-IN does: the last three digits, then twos', () => {
    for (const n of [0, 7, 999, 1000, 12345, 123456, 1234567, 12345678, 1234567890, -1234567, 100000])
      expect(formatCount(n)).toBe(new Intl.NumberFormat('en-IN').format(n));
    expect(formatCount(1234567)).toBe('12,34,567');
  });

  it('leaves a fraction to Intl', () => {
    expect(formatCount(1234.5)).toBe('1,234.5');
  });
});
