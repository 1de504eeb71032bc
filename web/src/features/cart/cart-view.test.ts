import { describe, expect, it } from 'vitest';
import { toCartItem } from './cart-rules.ts';
import {
  cappedNotice,
  findLocalItem,
  fromLocalItem,
  fromServerLine,
  lineKeyString,
  lineMax,
  localLineKey,
  overMaxMessage,
  purchaseToLineInput,
  stockNote,
  toLineInput,
  type ServerCartLine,
} from './cart-view.ts';

const money = (_amount: number, formatted: string) => ({ formatted });

const ring = toCartItem({
  pid: '101',
  name: 'Aura Ring Gen 3',
  model: 'AR-300',
  colorId: '1011',
  colorName: 'Midnight Black',
  image: '/images/products/101/1011/1.svg',
  price: 17999,
  currency: 'INR',
  quantity: 2,
  size: '8',
  offers: [{ id: '151', name: 'Aura Charging Dock', price: 499 }],
});
const watch = toCartItem({
  pid: '201',
  name: 'Vertex Watch 5',
  model: 'VW-500',
  colorId: '2011',
  colorName: 'Graphite',
  image: '/images/products/201/2011/1.svg',
  price: 24999,
  currency: 'INR',
  quantity: 1,
  strap: { id: '7', color: 'Blue' },
});

const serverRing: ServerCartLine = {
  id: '101-1011-8-0-151',
  productId: '101',
  colorId: '1011',
  name: 'Aura Ring Gen 3',
  model: 'AR-300',
  colorName: 'Midnight Black',
  size: '8',
  strapId: null,
  strapColor: null,
  imageUrl: '/images/products/101/1011/1.svg',
  path: '/product/smart-rings/aura-ring-gen-3/ar-300',
  quantity: 2,
  unitPrice: money(17999, '₹17,999'),
  lineTotal: money(36996, '₹36,996'),
  offerProducts: [{ productId: '151', name: 'Aura Charging Dock', price: money(499, '₹499') }],
  maxQuantity: 5,
  unitsLeft: 12,
};

describe('line inputs', () => {
  it('turns a local line into the gateway line (no size or strap: null)', () => {
    expect(toLineInput(ring)).toEqual({
      productId: '101',
      colorId: '1011',
      quantity: 2,
      size: '8',
      strapId: null,
      offerProductIds: ['151'],
    });
    expect(toLineInput(watch)).toEqual({ productId: '201', colorId: '2011', quantity: 1, size: null, strapId: '7' });
  });
  it('turns Buy Now into an addToCart input', () => {
    expect(
      purchaseToLineInput({
        pid: '301',
        name: 'x',
        model: 'y',
        colorId: '3013',
        colorName: 'Ocean Blue',
        image: '',
        price: 1,
        currency: 'INR',
        quantity: 3,
      }),
    ).toEqual({
      productId: '301',
      colorId: '3013',
      quantity: 3,
      size: null,
      strapId: null,
    });
  });
  it('sends the ticked offers with Buy Now, and none when none were ticked', () => {
    const buy = {
      pid: '101',
      name: 'Aura Ring Gen 3',
      model: 'AR-300',
      colorId: '1011',
      colorName: 'Midnight Black',
      image: '',
      price: 17999,
      currency: 'INR',
      quantity: 1,
      size: '8',
    };
    expect(purchaseToLineInput(buy).offerProductIds).toBeUndefined();
    expect(purchaseToLineInput({ ...buy, offers: [{ id: '151', name: 'Dock', price: 499 }] }).offerProductIds).toEqual([
      '151',
    ]);
  });
});

describe('line keys', () => {
  it('match between a local line and its priced server line', () => {
    expect(lineKeyString(localLineKey(ring))).toBe(lineKeyString(fromServerLine(serverRing).lineKey));
  });
  it('treat upstream strap 0 and empty size as none', () => {
    expect(lineKeyString({ productId: '301', colorId: '3013', size: '', strapId: '0' })).toBe('301|3013|||');
    expect(lineKeyString({ productId: 301, colorId: 3013 })).toBe('301|3013|||');
  });
  it('tell a line with a chosen offer from the same line without it', () => {
    const withDock = localLineKey(ring);
    expect(lineKeyString(withDock)).toBe('101|1011|8||151');
    expect(lineKeyString({ ...withDock, offerProductIds: undefined })).not.toBe(lineKeyString(withDock));
  });
  it('find the local line of a server line', () => {
    expect(findLocalItem([watch, ring], fromServerLine(serverRing).lineKey)).toBe(ring);
    expect(findLocalItem([watch], fromServerLine(serverRing).lineKey)).toBeUndefined();
  });
});

describe('line views', () => {
  it('show a local line with the browser prices and its chosen offer', () => {
    expect(fromLocalItem(ring)).toMatchObject({
      key: ring.id,
      size: '8',
      strapColor: null,
      unitPrice: '₹17,999',
      lineTotal: '₹36,996',
      path: null,
      offerProducts: [{ name: 'Aura Charging Dock', price: '₹499' }],
    });
    expect(fromLocalItem(watch)).toMatchObject({ lineTotal: '₹24,999', offerProducts: [] });
  });
  it('show a server line with the gateway money and its offer products', () => {
    expect(fromServerLine(serverRing)).toMatchObject({
      key: '101-1011-8-0-151',
      unitPrice: '₹17,999',
      lineTotal: '₹36,996',
      path: '/product/smart-rings/aura-ring-gen-3/ar-300',
      offerProducts: [{ name: 'Aura Charging Dock', price: '₹499' }],
    });
  });
});

describe('a line against its stock', () => {
  const line = (quantity: number, unitsLeft: number | null) => ({ quantity, unitsLeft });

  it('says nothing when the stock is not known or not short', () => {
    expect(stockNote(line(2, null), 5)).toBeNull();
    expect(stockNote(line(2, 5), 5)).toBeNull();
    expect(lineMax(line(2, null), 5)).toBe(5);
    expect(lineMax(line(2, 40), 5)).toBe(5);
  });

  it('tells how few are left, and when the line holds more than that', () => {
    expect(stockNote(line(2, 3), 5)).toBe('Only 3 left in stock.');
    expect(stockNote(line(3, 2), 5)).toBe('Only 2 left in stock: please lower the quantity.');
    expect(stockNote(line(1, 0), 5)).toBe('OUT OF STOCK');
    expect(lineMax(line(3, 2), 5)).toBe(2);
    expect(lineMax(line(1, 0), 5)).toBe(1);
  });

  it("stops plus with the stock's message when the stock is what stops it", () => {
    expect(overMaxMessage(line(2, 2), 5)).toBe('Only 2 left in stock, and all of them are in your cart.');
    expect(overMaxMessage(line(5, 9), 5)).toBe('Max 5 items Allowed');
    expect(overMaxMessage(line(5, null), 5)).toBe('Max 5 items Allowed');
  });
});

describe('cappedNotice', () => {
  it('is null when nothing was capped', () => {
    expect(cappedNotice([])).toBeNull();
  });
  it('names each capped line', () => {
    expect(
      cappedNotice([
        { name: 'Aura Ring Gen 3', requested: 7, kept: 5 },
        { name: 'Nimbus Buds 2', requested: 6, kept: 5 },
      ]),
    ).toBe(
      'Max 5 items Allowed per item: Aura Ring Gen 3 kept at 5 (7 in your carts); Nimbus Buds 2 kept at 5 (6 in your carts).',
    );
  });
  it('tells lines kept at the stock left apart from lines kept at 5', () => {
    expect(
      cappedNotice([
        { name: 'Aura Ring Gen 3', requested: 7, kept: 5 },
        { name: 'Vertex Watch 5', requested: 4, kept: 2 },
        { name: 'Nimbus Buds 2', requested: 1, kept: 0 },
      ]),
    ).toBe(
      'Max 5 items Allowed per item: Aura Ring Gen 3 kept at 5 (7 in your carts). ' +
        'Fewer left in stock: Vertex Watch 5 kept at 2 (4 in your carts); Nimbus Buds 2 is out of stock (1 in your carts).',
    );
  });
});
