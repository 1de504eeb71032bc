import { describe, expect, it } from 'vitest';
import { DEFAULT_CURRENCY, MAX_QTY, MIN_QTY } from './constants.ts';
import { cartCount, cartCurrency, cartSubtotal, checkQuantity, lineTotal, usableGuestLines } from './rules.ts';

const ring = { quantity: 2, unitPrice: 17999, offerProducts: [{ price: 499 }], currencyCode: 'INR' };
const watch = { quantity: 1, unitPrice: 21999, offerProducts: [{ price: 999 }, { price: 299 }], currencyCode: 'INR' };
const buds = { quantity: 3, unitPrice: 2499, offerProducts: [], currencyCode: 'INR' };

describe('lineTotal', () => {
  it('is quantity x (unit price + each offer product price)', () => {
    expect(lineTotal(ring)).toBe(36996); // 2 x (17999 + 499)
    expect(lineTotal(watch)).toBe(23297); // 1 x (21999 + 999 + 299)
    expect(lineTotal(buds)).toBe(7497); // 3 x 2499
  });

  it('adds paise exactly', () => {
    expect(lineTotal({ quantity: 3, unitPrice: 0.1, offerProducts: [{ price: 0.2 }] })).toBe(0.9);
    expect(lineTotal({ quantity: 3, unitPrice: 499.5, offerProducts: [] })).toBe(1498.5);
  });
});

describe('cartSubtotal and cartCount', () => {
  it('sums the line totals and the quantities', () => {
    expect(cartSubtotal([ring, watch, buds])).toBe(67790); // 36996 + 23297 + 7497
    expect(cartCount([ring, watch, buds])).toBe(6);
  });

  it('is zero for an empty cart, in rupees', () => {
    expect(cartSubtotal([])).toBe(0);
    expect(cartCount([])).toBe(0);
    expect(cartCurrency([])).toBe(DEFAULT_CURRENCY);
    expect(cartCurrency([{ currencyCode: 'USD' }])).toBe('USD');
  });
});

describe('quantity bounds', () => {
  it('are 1 and 5', () => {
    expect([MIN_QTY, MAX_QTY]).toEqual([1, 5]);
    expect(checkQuantity(0)).toBe('below-min');
    expect(checkQuantity(1)).toBe('ok');
    expect(checkQuantity(5)).toBe('ok');
    expect(checkQuantity(6)).toBe('above-max');
  });

  it('drops guest lines without a unit', () => {
    expect(usableGuestLines([{ quantity: 0 }, { quantity: 1 }, { quantity: -2 }, { quantity: 9 }])).toEqual([
      { quantity: 1 },
      { quantity: 9 },
    ]);
  });
});
