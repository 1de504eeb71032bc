import { describe, expect, it } from 'vitest';
import { discountText } from './pricing.ts';

describe('discountText', () => {
  it('rounds the percentage off the list price', () => {
    expect(discountText(24999, 17999)).toBe('28%');
    expect(discountText(1000, 500)).toBe('50%');
  });

  it('is null without a discount', () => {
    expect(discountText(4999, 4999)).toBeNull();
    expect(discountText(4999, 5999)).toBeNull();
    expect(discountText(0, 0)).toBeNull();
  });

  it('is null when the discount rounds to nothing', () => {
    expect(discountText(100000, 99900)).toBeNull();
  });
});
