import { describe, expect, it } from 'vitest';
import {
  allocatePaise,
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

  it('prices one coupon on all units of its product and colour, rounded once', () => {
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
      {
        subtotal: 18498,
        couponDiscount: 2699.85,
        total: 15798.15,
        percent: 15,
        codes: ['RING15'],
        coupons: [{ code: 'RING15', percent: 15, discount: 2699.85 }],
      },
      { subtotal: 5998, couponDiscount: 0, total: 5998, percent: 0, codes: [], coupons: [] },
    ]);
    expect(totals.coupons).toEqual([{ productId: 101, colorId: 1011, code: 'RING15', percent: 15, discount: 2699.85 }]);
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

describe('one rounding of a coupon over the lines of one product and colour', () => {
  // Two sizes of one ring at 2999.95 with a 10 % coupon: 10 % of 2 x 2999.95 = 599.99 (59,999
  // paise). Rounded per line it would be 300.00 + 300.00 = 600.00, a paisa more than shown.
  const sizes = [
    { productId: 101, colorId: 1011, unitPrice: 2999.95, quantity: 1, offerProducts: [] },
    { productId: 101, colorId: 1011, unitPrice: 2999.95, quantity: 1, offerProducts: [] },
  ];
  const coupon = { productId: 101, colorId: 1011, code: 'RING10', percent: 10 };

  it('charges the figure shown for the coupon, and the lines share it to the paisa', () => {
    expect(couponDiscountOnCart(sizes, coupon, 10)).toBe(599.99);
    const totals = orderTotals({ ...order, lines: sizes, coupons: [coupon] });
    expect(totals.couponDiscount).toBe(599.99);
    expect(totals.coupons.map((c) => c.discount)).toEqual([599.99]);
    // 29,999.5 paise each: the odd paisa goes to the first line.
    expect(totals.lines.map((l) => l.couponDiscount)).toEqual([300, 299.99]);
    expect(totals.lines.map((l) => l.total)).toEqual([2699.95, 2699.96]);
    expect(totals.amount).toBe(5399.91);
  });

  it('shares each coupon of a product by its lines, the sum of the shares is the sum of the figures', () => {
    const lines = [
      { productId: 7, colorId: 70, unitPrice: 333.33, quantity: 1, offerProducts: [{ price: 49 }] },
      { productId: 7, colorId: 70, unitPrice: 333.33, quantity: 2, offerProducts: [] },
      { productId: 8, colorId: 80, unitPrice: 10, quantity: 1, offerProducts: [] },
    ];
    const totals = orderTotals({
      ...order,
      lines,
      coupons: [
        { productId: 7, colorId: 70, code: 'A', percent: 12.5 },
        { productId: 7, colorId: 70, code: 'B', percent: 7.5 },
      ],
    });
    // 999.99 x 12.5 % = 124.99875 -> 125.00; x 7.5 % = 74.99925 -> 75.00 (offer products carry none).
    expect(totals.coupons.map((c) => c.discount)).toEqual([125, 75]);
    // A: 12,500 over 1 : 2 = 4,166.67 + 8,333.33 -> 4,167 + 8,333; B: 7,500 -> 2,500 + 5,000.
    expect(totals.lines.map((l) => l.coupons.map((c) => c.discount))).toEqual([[41.67, 25], [83.33, 50], []]);
    expect(totals.lines.map((l) => l.couponDiscount)).toEqual([66.67, 133.33, 0]);
    expect(totals).toMatchObject({ subtotal: 1058.99, couponDiscount: 200, amount: 858.99 });
  });
});

describe('allocatePaise', () => {
  it('splits in proportion, the left-over paise to the largest remainders, earlier first on a tie', () => {
    expect(allocatePaise(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocatePaise(10, [1, 2, 3, 4])).toEqual([1, 2, 3, 4]);
    expect(allocatePaise(7, [3, 5])).toEqual([3, 4]); // 2.625 + 4.375: the larger remainder is the first's
    expect(allocatePaise(5, [0, 2, 0])).toEqual([0, 5, 0]);
    expect(allocatePaise(0, [5, 5])).toEqual([0, 0]);
    expect(allocatePaise(3, [0, 0])).toEqual([3, 0]);
    expect(allocatePaise(3, [])).toEqual([]);
  });

  it('stays exact beyond 2^53 products', () => {
    const big = 9_000_000_000_00;
    const shares = allocatePaise(big, [big - 1, 1, big]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(big);
  });

  it('refuses fractions and negatives', () => {
    expect(() => allocatePaise(1.5, [1])).toThrow(RangeError);
    expect(() => allocatePaise(1, [-1])).toThrow(RangeError);
  });
});

describe('order-detail line amount', () => {
  it('is units x price less the line discount stored with the order', () => {
    expect(orderItemTotal(2, 2999, 599.8)).toBe(5398.2);
    expect(orderItemTotal(1, 17999, 2699.85)).toBe(15299.15);
    expect(orderItemTotal(1, 2999.95, 299.99)).toBe(2699.96);
    expect(orderItemTotal(1, 499, 0)).toBe(499);
  });
});
