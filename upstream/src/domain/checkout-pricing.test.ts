import { describe, expect, it } from 'vitest';
import {
  couponDiscount,
  gstSplit,
  isInterState,
  lineCouponDiscountMinor,
  lineSubtotalMinor,
  orderItemTotal,
  orderTotals,
  prepaidDiscountMinor,
} from './checkout-pricing.ts';

const ring = { productId: 101, colorId: 1011, unitPrice: 17999, quantity: 1, offerPrices: [499] };
const buds = { productId: 301, colorId: 3013, unitPrice: 2999, quantity: 2, offerPrices: [] };

describe('line figures', () => {
  it('subtotal is quantity x (price + offer prices)', () => {
    expect(lineSubtotalMinor(ring)).toBe(1849800); // 17999 + 499
    expect(lineSubtotalMinor(buds)).toBe(599800); // 2 x 2999
    expect(lineSubtotalMinor({ ...ring, quantity: 3 })).toBe(5549400); // 3 x 18498
  });

  it('coupon discount is price x quantity x the sum of percent / 100 (offer products excluded)', () => {
    expect(lineCouponDiscountMinor(ring, [15])).toBe(269985); // 17999 x 0.15 = 2699.85
    expect(lineCouponDiscountMinor(buds, [10, 5])).toBe(89970); // 2 x 2999 x 0.15 = 899.70
    expect(lineCouponDiscountMinor(buds, [])).toBe(0);
    expect(couponDiscount(buds, 10)).toBe(599.8);
  });

  it('order-detail line amount is units x price less the discount percentage of it', () => {
    expect(orderItemTotal(2, 2999, 10)).toBe(5398.2); // 5998 - 599.80
    expect(orderItemTotal(1, 499, 0)).toBe(499);
  });
});

describe('prepaid discount', () => {
  it('is codval for prepaid orders only, never more than what is due', () => {
    expect(prepaidDiscountMinor(true, 100, 1849800)).toBe(10000);
    expect(prepaidDiscountMinor(false, 100, 1849800)).toBe(0);
    expect(prepaidDiscountMinor(true, 100, 5000)).toBe(5000);
  });
});

describe('GST split (tax inclusive)', () => {
  it('splits 15698.15 at 18 % inside Karnataka into CGST + SGST halves', () => {
    // tax = 15698.15 x 18 / 118 = 2394.6330... -> 2394.63; basic = 13303.52; halves 1197.32 + 1197.31
    expect(gstSplit(15698.15, 18, false)).toEqual({
      percent: 18,
      taxable: 13303.52,
      tax: 2394.63,
      cgst: 1197.32,
      sgst: 1197.31,
      igst: 0,
      interState: false,
    });
  });

  it('is all IGST outside the seller state', () => {
    // 5998 x 18 / 118 = 914.94915... -> 914.95; basic 5083.05
    expect(gstSplit(5998, 18, true)).toEqual({
      percent: 18,
      taxable: 5083.05,
      tax: 914.95,
      cgst: 0,
      sgst: 0,
      igst: 914.95,
      interState: true,
    });
  });

  it('compares states by name, ignoring case and blanks', () => {
    expect(isInterState(' karnataka', 'Karnataka')).toBe(false);
    expect(isInterState('Maharashtra', 'Karnataka')).toBe(true);
  });
});

describe('orderTotals', () => {
  it('works out a prepaid order with a ring coupon delivered in Karnataka', () => {
    const totals = orderTotals({
      lines: [ring, buds],
      coupons: [{ productId: 101, colorId: 1011, code: 'RING15', percent: 15 }],
      prepaid: true,
      prepaidDiscount: 100,
      shipping: 0,
      taxPercent: 18,
      interState: false,
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
      { couponDiscount: 2699.85, percent: 15, codes: ['RING15'] },
      { couponDiscount: 0, percent: 0, codes: [] },
    ]);
  });

  it('works out a cash-on-delivery order with two coupons on one line, delivered to Maharashtra', () => {
    const totals = orderTotals({
      lines: [buds],
      coupons: [
        { productId: 301, colorId: 3013, code: 'AUDIO10', percent: 10 },
        { productId: 301, colorId: 3013, code: 'NB5', percent: 5 },
        { productId: 999, colorId: 9991, code: 'OTHER', percent: 50 },
      ],
      prepaid: false,
      prepaidDiscount: 100,
      shipping: 0,
      taxPercent: 18,
      interState: true,
    });
    // 5998 - 899.70 = 5098.30; tax = 5098.30 x 18 / 118 = 777.7067... -> 777.71
    expect(totals).toMatchObject({ subtotal: 5998, couponDiscount: 899.7, prepaidDiscount: 0, amount: 5098.3 });
    expect(totals.gst).toMatchObject({ tax: 777.71, taxable: 4320.59, igst: 777.71, cgst: 0, sgst: 0 });
  });
});
