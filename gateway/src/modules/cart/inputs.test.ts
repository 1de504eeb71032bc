import { describe, expect, it } from 'vitest';
import { cartLineInput, cartLineKeyInput, cartLinesInput } from './inputs.ts';

describe('cart inputs', () => {
  it('turns GraphQL ids into numbers and empty size or strap into none', () => {
    expect(cartLineInput.parse({ productId: '101', colorId: ' 1011 ', quantity: 2, size: '8', strapId: '0' })).toEqual({
      productId: 101,
      colorId: 1011,
      quantity: 2,
      size: '8',
      strapId: null,
      offerProductIds: [],
    });
    expect(cartLineKeyInput.parse({ productId: '201', colorId: '2011', size: '', strapId: '7' })).toEqual({
      productId: 201,
      colorId: 2011,
      size: null,
      strapId: 7,
      offerProductIds: [],
    });
  });

  it('takes chosen offer ids as numbers, none when absent, and refuses one chosen twice', () => {
    const ring = { productId: '101', colorId: '1011', quantity: 1, size: '8' };
    expect(cartLineInput.parse({ ...ring, offerProductIds: ['151'] }).offerProductIds).toEqual([151]);
    expect(cartLineInput.parse({ ...ring, offerProductIds: null }).offerProductIds).toEqual([]);
    const twice = cartLineInput.safeParse({ ...ring, offerProductIds: ['151', '151'] });
    expect(twice.success).toBe(false);
    expect(twice.error?.issues[0]?.message).toBe('Each offer product may be chosen once.');
    expect(cartLineInput.safeParse({ ...ring, offerProductIds: ['abc'] }).success).toBe(false);
  });

  it('refuses ids that are not positive whole numbers', () => {
    for (const productId of ['', 'abc', '-1', '0', '1.5', '1234567890']) {
      expect(cartLineKeyInput.safeParse({ productId, colorId: '1' }).success).toBe(false);
    }
  });

  it('limits the number of guest lines', () => {
    const line = { productId: '101', colorId: '1011', quantity: 1 };
    expect(cartLinesInput.safeParse(Array.from({ length: 50 }, () => line)).success).toBe(true);
    expect(cartLinesInput.safeParse(Array.from({ length: 51 }, () => line)).success).toBe(false);
  });
});
