import { describe, expect, it } from 'vitest';
import {
  addItem,
  cartCount,
  cartLineId,
  cartSubtotal,
  decreaseItem,
  increaseItem,
  parseCart,
  removeItem,
  setItems,
  toCartItem,
  type CartItem,
} from './cart-rules.ts';

const ring = (quantity: number, extra: Partial<Parameters<typeof toCartItem>[0]> = {}): CartItem =>
  toCartItem({
    pid: '101',
    name: 'Aura Ring Gen 3',
    model: 'AR-300',
    colorId: '1011',
    colorName: 'Midnight Black',
    image: '/images/products/101/1011/1.svg',
    price: 17999,
    currency: 'INR',
    quantity,
    ...extra,
  });

describe('cartLineId', () => {
  it('joins the product id and the colour name', () => {
    expect(cartLineId('101', 'Midnight Black')).toBe('101-Midnight Black');
  });
  it('appends size and strap when they apply, so they stay separate lines', () => {
    expect(cartLineId('101', 'Midnight Black', '8')).toBe('101-Midnight Black-size 8');
    expect(cartLineId('201', 'Silver', null, 'Blue')).toBe('201-Silver-strap Blue');
  });
});

describe('toCartItem', () => {
  it('builds the client line shape with max 5', () => {
    const item = ring(2, { size: '8', strap: { id: '7', color: 'Blue' } });
    expect(item).toEqual({
      id: '101-Midnight Black-size 8-strap Blue',
      pid: '101',
      name: 'Aura Ring Gen 3',
      model: 'AR-300',
      selectedColor: 'Midnight Black',
      quantity: 2,
      image: '/images/products/101/1011/1.svg',
      price: 17999,
      max: 5,
      color_id: '1011',
      selectedSize: '8',
      selectedColorStrap: '7',
      strapColor: 'Blue',
      currency: 'INR',
    });
  });
});

describe('addItem', () => {
  it('appends a new line', () => {
    const result = addItem([], ring(1));
    expect(result.added).toBe(true);
    expect(result.items).toHaveLength(1);
  });
  it('merges into the line with the same id when the total is 5 or less', () => {
    const result = addItem([ring(2)], ring(3));
    expect(result.added).toBe(true);
    expect(result.items).toEqual([{ ...ring(2), quantity: 5 }]);
  });
  it('leaves the line unchanged when the total would pass 5', () => {
    const before = [ring(4)];
    const result = addItem(before, ring(2));
    expect(result.added).toBe(false);
    expect(result.items).toEqual(before);
  });
  it('keeps different sizes as separate lines', () => {
    const result = addItem([ring(1, { size: '8' })], ring(1, { size: '9' }));
    expect(result.items.map((l) => l.id)).toEqual(['101-Midnight Black-size 8', '101-Midnight Black-size 9']);
  });
  it('refuses a line whose own quantity is outside 1 to 5', () => {
    expect(addItem([], ring(6)).added).toBe(false);
    expect(addItem([], ring(0)).added).toBe(false);
  });
  it('does not mutate the input', () => {
    const before = [ring(1)];
    addItem(before, ring(1));
    expect(before[0]!.quantity).toBe(1);
  });
});

describe('remove, decrease, increase', () => {
  const other = ring(1, { colorId: '1012', colorName: 'Rose Gold' });
  it('removes the line with the id', () => {
    expect(removeItem([ring(1), other], '101-Midnight Black')).toEqual([other]);
  });
  it('decreases but not below 1', () => {
    expect(decreaseItem([ring(2)], '101-Midnight Black')[0]!.quantity).toBe(1);
    expect(decreaseItem([ring(1)], '101-Midnight Black')[0]!.quantity).toBe(1);
  });
  it('increases but not above 5', () => {
    expect(increaseItem([ring(4)], '101-Midnight Black')[0]!.quantity).toBe(5);
    expect(increaseItem([ring(5)], '101-Midnight Black')[0]!.quantity).toBe(5);
  });
  it('only touches the line with the id', () => {
    expect(increaseItem([ring(1), other], other.id).map((l) => l.quantity)).toEqual([1, 2]);
  });
});

describe('count and subtotal', () => {
  const lines = [ring(2), ring(1, { colorId: '1012', colorName: 'Rose Gold', price: 499.5 })];
  it('counts the sum of quantities', () => {
    expect(cartCount(lines)).toBe(3);
    expect(cartCount([])).toBe(0);
  });
  it('sums quantity × price', () => {
    expect(cartSubtotal(lines)).toBe(2 * 17999 + 499.5);
  });
});

describe('setItems and parseCart', () => {
  it('replaces the cart with a given list', () => {
    expect(setItems([ring(3)])).toEqual([ring(3)]);
  });
  it('drops entries that are not lines and clamps quantities', () => {
    const parsed = parseCart([
      null,
      'x',
      { id: '' },
      { ...ring(1), quantity: 9 },
      { ...ring(1), pid: 101, quantity: '2' },
    ]);
    expect(parsed.map((l) => l.quantity)).toEqual([5, 2]);
    expect(parsed[1]!.pid).toBe('101');
  });
  it('returns an empty cart for anything but an array', () => {
    expect(parseCart({})).toEqual([]);
    expect(parseCart(undefined)).toEqual([]);
  });
});
