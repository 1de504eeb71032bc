import { describe, expect, it } from 'vitest';
import { PRODUCT_PAGE_NUMBER_MAX } from '../catalog/paging.ts';
import { ORDER_PAGE_MAX, ORDER_PAGE_NUMBER_MAX, ORDER_PAGE_SIZE, orderPageSizeParam } from './order-paging.ts';

describe('orderPageSizeParam', () => {
  it('reads the sizes the order history offers', () => {
    expect(orderPageSizeParam('10')).toBe(10);
    expect(orderPageSizeParam('20')).toBe(20);
  });

  it('answers the default for anything else', () => {
    for (const value of [null, undefined, '', '0', '5', '15', '20.5', '50', 'twenty', ' 20x'])
      expect(orderPageSizeParam(value)).toBe(ORDER_PAGE_SIZE);
  });

  it('keeps the offered sizes within what the API serves, and URL pages within its bound', () => {
    expect(ORDER_PAGE_SIZE).toBe(10);
    expect(ORDER_PAGE_MAX).toBeGreaterThanOrEqual(20);
    expect(ORDER_PAGE_NUMBER_MAX).toBe(PRODUCT_PAGE_NUMBER_MAX);
  });
});
