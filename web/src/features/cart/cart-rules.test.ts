import { describe, expect, it } from 'vitest';
import {
  addItem,
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
      offerProducts: [],
    });
  });

  it('keeps the ticked offers in the line and its id, so a line with an offer is its own line', () => {
    const withDock = ring(1, { size: '8', offers: [{ id: '151', name: 'Aura Charging Dock', price: 499 }] });
    expect(withDock.id).toBe('101-Midnight Black-size 8-offer 151');
    expect(withDock.offerProducts).toEqual([{ id: '151', name: 'Aura Charging Dock', price: 499 }]);
    expect(addItem([ring(1, { size: '8' })], withDock).items).toHaveLength(2);
    expect(cartSubtotal([withDock, ring(2, { size: '8' })])).toBe(17999 * 3 + 499);
  });
});

describe('addItem (the line limit of @shop/commerce on stored lines)', () => {
  it('appends a new line and merges into the line with the same id', () => {
    expect(addItem([], ring(1))).toEqual({ items: [ring(1)], added: true });
    expect(addItem([ring(2)], ring(3))).toEqual({ items: [{ ...ring(2), quantity: 5 }], added: true });
  });
  it('leaves the cart unchanged when the total would pass the limit', () => {
    const before = [ring(4)];
    expect(addItem(before, ring(2))).toEqual({ items: before, added: false });
    expect(addItem([], ring(6)).added).toBe(false);
  });
  it('keeps different sizes as separate lines', () => {
    const result = addItem([ring(1, { size: '8' })], ring(1, { size: '9' }));
    expect(result.items.map((l) => l.id)).toEqual(['101-Midnight Black-size 8', '101-Midnight Black-size 9']);
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
  it('changes only the line with the id, within 1 to the limit', () => {
    expect(increaseItem([ring(1), other], other.id).map((l) => l.quantity)).toEqual([1, 2]);
    expect(increaseItem([ring(5)], ring(5).id)[0]!.quantity).toBe(5);
    expect(decreaseItem([ring(1), other], ring(1).id).map((l) => l.quantity)).toEqual([1, 1]);
  });
});

describe('subtotal of stored lines', () => {
  it('sums quantity × price in paise', () => {
    const lines = [ring(2), ring(3, { colorId: '1012', colorName: 'Rose Gold', price: 333.33 })];
    expect(cartSubtotal(lines)).toBe(36_997.99); // 35998 + 999.99
  });
});

describe('setItems and parseCart', () => {
  it('replaces the cart with a given list', () => {
    expect(setItems([ring(3)])).toEqual([ring(3)]);
  });
  it('drops entries that are not lines and clamps quantities to the limit', () => {
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
