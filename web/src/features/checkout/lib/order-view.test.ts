import { describe, expect, it } from 'vitest';
import { discountText } from './order-view.ts';

describe('order texts', () => {
  it('discount percent or a dash', () => {
    expect(discountText(15)).toBe('15%');
    expect(discountText(12.5)).toBe('12.50%');
    expect(discountText(0)).toBe('—');
  });
});
