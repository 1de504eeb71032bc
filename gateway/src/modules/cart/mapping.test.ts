import { describe, expect, it } from 'vitest';
import { cartItemListSchema, mergeAnswerSchema, toLocalCartItem } from './mapping.ts';

const ring = {
  id: '101-1011-8-0',
  pid: 101,
  color_id: 1011,
  name: 'Aura Ring Gen 3',
  model: 'AR-300',
  selectedColor: 'Midnight Black',
  image: '/images/products/101/1011/1.svg',
  price: 17999,
  quantity: 2,
  currency: 'INR',
  size: '8',
  selectedColorStrap: 0,
  strapColor: '',
  isprodductOffer: 1,
  offerProduct: [
    {
      product_id: 151,
      name: 'Aura Charging Dock',
      model: 'AR-DOCK',
      price: 499,
      image: '/images/products/151/1511/1.svg',
    },
  ],
  _Coupon_Lists: [],
  category_name: '',
  stock: 5,
};

describe('CartItem', () => {
  it('is renamed to a clean cart line: no strap is null, the offer products keep the currency', () => {
    expect(cartItemListSchema.parse([ring])).toEqual([
      {
        id: '101-1011-8-0',
        productId: 101,
        colorId: 1011,
        name: 'Aura Ring Gen 3',
        model: 'AR-300',
        colorName: 'Midnight Black',
        size: '8',
        strapId: null,
        strapColor: null,
        imageUrl: '/images/products/101/1011/1.svg',
        quantity: 2,
        unitPrice: 17999,
        currencyCode: 'INR',
        categoryName: null,
        stock: 5,
        offerProducts: [
          {
            productId: 151,
            name: 'Aura Charging Dock',
            model: 'AR-DOCK',
            imageUrl: '/images/products/151/1511/1.svg',
            price: 499,
            currencyCode: 'INR',
          },
        ],
      },
    ]);
  });

  it('keeps a strap and no size, and the category when it has one', () => {
    const watch = { ...ring, size: '', selectedColorStrap: 2013, strapColor: 'Olive', category_name: 'Smart Watches' };
    expect(cartItemListSchema.parse([watch])[0]).toMatchObject({
      size: null,
      strapId: 2013,
      strapColor: 'Olive',
      categoryName: 'Smart Watches',
    });
  });

  it('keeps the units left for the line, never below zero', () => {
    expect(
      cartItemListSchema
        .parse([
          { ...ring, stock: 3 },
          { ...ring, stock: -2 },
        ])
        .map((l) => l.stock),
    ).toEqual([3, 0]);
  });

  it('refuses a line that breaks the contract', () => {
    expect(cartItemListSchema.safeParse([{ ...ring, price: '17999' }]).success).toBe(false);
    expect(cartItemListSchema.safeParse([{ ...ring, pid: undefined }]).success).toBe(false);
  });
});

describe('insert-cart-items', () => {
  it('renames the merged lines and the capped ones', () => {
    const merged = mergeAnswerSchema.parse({
      items: [ring],
      capped: [{ pid: 101, name: 'Aura Ring Gen 3', requested: 7, kept: 5 }],
    });
    expect(merged.lines).toHaveLength(1);
    expect(merged.capped).toEqual([{ productId: 101, name: 'Aura Ring Gen 3', requested: 7, kept: 5 }]);
  });

  it('sends a local line in the shape upstream reads', () => {
    expect(
      toLocalCartItem({
        productId: 101,
        colorId: 1011,
        quantity: 3,
        size: null,
        strapId: null,
        offerProductIds: [151],
      }),
    ).toEqual({
      pid: 101,
      color_id: 1011,
      quantity: 3,
      selectedSize: '',
      selectedColorStrap: 0,
      offerProductIds: [151],
    });
  });
});
