import { describe, expect, it } from 'vitest';
import { discountText, statusText } from './order-view.ts';

describe('order texts', () => {
  it('an empty status reads Cancelled', () => {
    expect(statusText('')).toBe('Cancelled');
    expect(statusText('Success')).toBe('Success');
  });
  it('discount percent or a dash', () => {
    expect(discountText(15)).toBe('15%');
    expect(discountText(12.5)).toBe('12.50%');
    expect(discountText(0)).toBe('—');
  });
});
