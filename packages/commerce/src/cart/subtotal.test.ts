import { describe, expect, it } from 'vitest';
import { cartCount, cartCurrency, cartSubtotal, lineTotal, lineTotalPaise } from './subtotal.ts';

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
    // 3 x ₹0.10 is 30 paise; in floats 3 * 0.1 is 0.30000000000000004.
    expect(3 * 0.1).not.toBe(0.3);
    expect(lineTotal({ quantity: 3, unitPrice: 0.1, offerProducts: [] })).toBe(0.3);
    expect(lineTotalPaise({ quantity: 3, unitPrice: 333.33, offerProducts: [] })).toBe(99_999);
    expect(lineTotal({ quantity: 3, unitPrice: 333.33, offerProducts: [] })).toBe(999.99);
    expect(lineTotal({ quantity: 3, unitPrice: 0.1, offerProducts: [{ price: 0.2 }] })).toBe(0.9);
    expect(lineTotal({ quantity: 3, unitPrice: 499.5, offerProducts: [] })).toBe(1498.5);
  });
});

describe('cartSubtotal and cartCount', () => {
  it('sums the line totals and the quantities', () => {
    expect(cartSubtotal([ring, watch, buds])).toBe(67790); // 36996 + 23297 + 7497
    expect(cartCount([ring, watch, buds])).toBe(6);
  });

  it('adds a paise-rounding cart exactly: 3 x 333.33 + 2 x 0.10 + (19.99 + 0.01)', () => {
    const lines = [
      { quantity: 3, unitPrice: 333.33, offerProducts: [] },
      { quantity: 2, unitPrice: 0.1, offerProducts: [] },
      { quantity: 1, unitPrice: 19.99, offerProducts: [{ price: 0.01 }] },
    ];
    expect(cartSubtotal(lines)).toBe(1020.19); // 999.99 + 0.20 + 20.00
  });

  it('is zero for an empty cart, in rupees', () => {
    expect(cartSubtotal([])).toBe(0);
    expect(cartCount([])).toBe(0);
    expect(cartCurrency([])).toBe('INR');
    expect(cartCurrency([{ currencyCode: 'USD' }])).toBe('USD');
  });
});
