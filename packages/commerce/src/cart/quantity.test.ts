import { describe, expect, it } from 'vitest';
import { MAX_QUANTITY_PER_LINE } from './limits.ts';
import { CART_ERRORS, maxQuantityMessage } from './messages.ts';
import { addUnits, checkQuantity, clampQuantity, decreaseUnits, increaseUnits } from './quantity.ts';

describe('the line limit and its message', () => {
  it("states the limit it is given: the spec's 'Max 5 items Allowed'", () => {
    expect(MAX_QUANTITY_PER_LINE).toBe(5);
    expect(CART_ERRORS.maxQuantity).toEqual({ code: 'MAX_QUANTITY', message: 'Max 5 items Allowed' });
    expect(maxQuantityMessage(3)).toBe('Max 3 items Allowed');
    expect(CART_ERRORS.outOfStock.message).toBe('OUT OF STOCK');
  });
});

describe('quantity changes', () => {
  it('checks a quantity on its own: 1 to 5', () => {
    expect(checkQuantity(0)).toBe('minQuantity');
    expect(checkQuantity(1)).toBeNull();
    expect(checkQuantity(5)).toBeNull();
    expect(checkQuantity(6)).toBe('maxQuantity');
    expect(checkQuantity(4, 3)).toBe('maxQuantity');
  });

  it('adds while the total stays at 5 or less', () => {
    expect(addUnits(0, 2)).toEqual({ ok: true, quantity: 2 });
    expect(addUnits(3, 2)).toEqual({ ok: true, quantity: 5 });
    expect(addUnits(4, 2)).toEqual({ ok: false, error: 'maxQuantity' });
    expect(addUnits(0, 6)).toEqual({ ok: false, error: 'maxQuantity' });
    expect(addUnits(2, 0)).toEqual({ ok: false, error: 'minQuantity' });
  });

  it('increases up to the limit and decreases down to 1', () => {
    expect(increaseUnits(4)).toEqual({ ok: true, quantity: 5 });
    expect(increaseUnits(5)).toEqual({ ok: false, error: 'maxQuantity' });
    expect(increaseUnits(3, 3)).toEqual({ ok: false, error: 'maxQuantity' });
    expect(decreaseUnits(2)).toBe(1);
    expect(decreaseUnits(1)).toBe(1);
  });

  it('clamps to 1-5', () => {
    expect([-2, 0, 1, 3.7, 5, 9].map((q) => clampQuantity(q))).toEqual([1, 1, 1, 3, 5, 5]);
    expect(clampQuantity(9, 3)).toBe(3);
  });
});
