import { describe, expect, it } from 'vitest';
import {
  couponDiscount,
  couponDiscountOnCart,
  couponDiscountPaise,
  orderItemTotal,
  orderTotals,
  prepaidDiscountPaise,
} from './pricing.ts';

const ring = { productId: 101, colorId: 1011, unitPrice: 17999, quantity: 1, offerProducts: [{ price: 499 }] };
const buds = { productId: 301, colorId: 3013, unitPrice: 2999, quantity: 2, offerProducts: [] };
const order = { prepaid: false, prepaidDiscount: 100, shipping: 0, taxPercent: 18, interState: false };

describe('product coupon discount', () => {
  it('is price x quantity x the sum of percent / 100 (offer products carry no coupon)', () => {
    expect(couponDiscountPaise(ring, [15])).toBe(269_985); // 17999 x 0.15 = 2699.85
    expect(couponDiscountPaise(ring, [15, 5])).toBe(359_980); // 17999 x 0.20
    expect(couponDiscountPaise(buds, [10, 5])).toBe(89_970); // 2 x 2999 x 0.15 = 899.70
    expect(couponDiscountPaise(buds, [])).toBe(0);
    expect(couponDiscount(buds, 10)).toBe(599.8);
  });

  it('rounds a share of paise once, half away from zero: 12.5 % of 3 x 333.33', () => {
    // 99,999 paise x 12.5 % = 12,499.875 paise -> 12,500
    expect(couponDiscountPaise({ unitPrice: 333.33, quantity: 3 }, [12.5])).toBe(12_500);
  });

  it('adds decimal percents as hundredths: 0.7 % + 0.6 % of ₹5 is 6.5 paise, so 7', () => {
    // Summed as floats 0.7 + 0.6 is 1.2999999999999998 and 500 x that / 100 is 6.499999999999999:
    // the copies rounded that to 6 paise.
    expect(couponDiscountPaise({ unitPrice: 5, quantity: 1 }, [0.7, 0.6])).toBe(7);
    // 1.15 % of ₹10 x 3 is 34.5 paise: 35 (the copies: 34.49999999999999, so 34).
    expect(couponDiscountPaise({ unitPrice: 10, quantity: 3 }, [1.15])).toBe(35);
  });

  it("prices one coupon on every line of its product and colour at the first line's price", () => {
    const sizes = [
      { productId: 101, colorId: 1011, unitPrice: 17999, quantity: 1 },
      { productId: 101, colorId: 1011, unitPrice: 17999, quantity: 2 },
      { productId: 301, colorId: 3013, unitPrice: 2999, quantity: 1 },
    ];
    expect(couponDiscountOnCart(sizes, { productId: 101, colorId: 1011 }, 15)).toBe(8099.55); // 3 x 2699.85
    expect(couponDiscountOnCart(sizes, { productId: 201, colorId: 2011 }, 15)).toBe(0);
  });
});

describe('prepaid discount', () => {
  it('is the offer for prepaid orders only, never more than what is due', () => {
    expect(prepaidDiscountPaise(true, 100, 1_849_800)).toBe(10_000);
    expect(prepaidDiscountPaise(false, 100, 1_849_800)).toBe(0);
    expect(prepaidDiscountPaise(true, 100, 5000)).toBe(5000);
    expect(prepaidDiscountPaise(true, 100, -100)).toBe(0);
  });
});

describe('orderTotals', () => {
  it('works out a prepaid order with a ring coupon delivered in Karnataka', () => {
    const totals = orderTotals({
      ...order,
      lines: [ring, buds],
      coupons: [{ productId: 101, colorId: 1011, code: 'RING15', percent: 15 }],
      prepaid: true,
    });
    // subtotal 18498 + 5998 = 24496; coupon 2699.85; prepaid 100; payable 21696.15
    expect(totals).toMatchObject({
      subtotal: 24496,
      couponDiscount: 2699.85,
      prepaidDiscount: 100,
      shipping: 0,
      amount: 21696.15,
    });
    // tax = 21696.15 x 18 / 118 = 3309.5822... -> 3309.58; basic 18386.57; 1654.79 + 1654.79
    expect(totals.gst).toEqual({
      percent: 18,
      taxable: 18386.57,
      tax: 3309.58,
      cgst: 1654.79,
      sgst: 1654.79,
      igst: 0,
      interState: false,
    });
    expect(totals.lines).toEqual([
      { subtotal: 18498, couponDiscount: 2699.85, total: 15798.15, percent: 15, codes: ['RING15'] },
      { subtotal: 5998, couponDiscount: 0, total: 5998, percent: 0, codes: [] },
    ]);
  });

  it('works out a cash-on-delivery order with two coupons on one line, delivered to Maharashtra', () => {
    const totals = orderTotals({
      ...order,
      lines: [buds],
      coupons: [
        { productId: 301, colorId: 3013, code: 'AUDIO10', percent: 10 },
        { productId: 301, colorId: 3013, code: 'NB5', percent: 5 },
        { productId: 999, colorId: 9991, code: 'OTHER', percent: 50 },
      ],
      interState: true,
    });
    // 5998 - 899.70 = 5098.30; tax = 5098.30 x 18 / 118 = 777.7067... -> 777.71
    expect(totals).toMatchObject({ subtotal: 5998, couponDiscount: 899.7, prepaidDiscount: 0, amount: 5098.3 });
    expect(totals.gst).toMatchObject({ tax: 777.71, taxable: 4320.59, igst: 777.71, cgst: 0, sgst: 0 });
    expect(totals.lines[0]).toMatchObject({ percent: 15, codes: ['AUDIO10', 'NB5'] });
  });

  it('works out a paise-rounding cart: 3 x 333.33 with a 12.5 % coupon, in Karnataka', () => {
    const cart = {
      ...order,
      lines: [{ productId: 7, colorId: 70, unitPrice: 333.33, quantity: 3, offerProducts: [] }],
      coupons: [{ productId: 7, colorId: 70, code: 'EIGHTH', percent: 12.5 }],
    };
    const cod = orderTotals(cart);
    // 999.99 - 125.00 (12,499.875 paise) = 874.99; tax = 87,499 x 18 / 118 = 13,347.3 -> 133.47 (odd paisa)
    expect(cod).toMatchObject({ subtotal: 999.99, couponDiscount: 125, amount: 874.99 });
    expect(cod.gst).toMatchObject({ tax: 133.47, taxable: 741.52, cgst: 66.74, sgst: 66.73 });
    const prepaid = orderTotals({ ...cart, prepaid: true });
    // 874.99 - 100 = 774.99; tax = 77,499 x 18 / 118 = 11,821.9 -> 118.22, halves 59.11 + 59.11
    expect(prepaid).toMatchObject({ prepaidDiscount: 100, amount: 774.99 });
    expect(prepaid.gst).toMatchObject({ tax: 118.22, cgst: 59.11, sgst: 59.11 });
  });

  it('never asks less than nothing, even when coupons pass 100 %', () => {
    const totals = orderTotals({
      ...order,
      prepaid: true,
      lines: [buds],
      coupons: [
        { productId: 301, colorId: 3013, code: 'A', percent: 60 },
        { productId: 301, colorId: 3013, code: 'B', percent: 50 },
      ],
    });
    expect(totals).toMatchObject({ subtotal: 5998, couponDiscount: 6597.8, prepaidDiscount: 0, amount: 0 });
  });

  it('adds shipping after the discounts', () => {
    expect(orderTotals({ ...order, shipping: 49.5, lines: [buds], coupons: [] }).amount).toBe(6047.5);
  });
});

describe('order-detail line amount', () => {
  it('is units x price less the discount percentage of it', () => {
    expect(orderItemTotal(2, 2999, 10)).toBe(5398.2); // 5998 - 599.80
    expect(orderItemTotal(1, 17999, 15)).toBe(15299.15);
    expect(orderItemTotal(3, 333.33, 12.5)).toBe(874.99);
    expect(orderItemTotal(1, 499, 0)).toBe(499);
  });
});
