import { describe, expect, it } from 'vitest';
import { CHECKOUT_ERRORS } from './constants.ts';
import {
  amountPayable,
  checkCouponApplication,
  checkoutTotals,
  distinctCoupons,
  gstSplit,
  invoiceLabel,
  isInterState,
  orderIdempotencyKey,
  orderItemTotal,
  orderStatusText,
  prepaidDiscount,
  productCouponDiscount,
  shopDate,
} from './rules.ts';

const ring = { unitPrice: 17999, quantity: 1, offerProducts: [{ price: 499 }] };
const buds = { unitPrice: 2999, quantity: 2, offerProducts: [{ price: 299 }] };

describe('product coupon discount', () => {
  it('is price x quantity x the sum of percent / 100 over the line coupons', () => {
    expect(productCouponDiscount(ring, [15])).toBe(2699.85); // 17999 x 0.15
    expect(productCouponDiscount(ring, [15, 5])).toBe(3599.8); // 17999 x 0.20
    expect(productCouponDiscount(buds, [10])).toBe(599.8); // 2 x 2999 x 0.10 (offer products carry no coupon)
    expect(productCouponDiscount(buds, [])).toBe(0);
  });
});

describe('prepaid discount and amount payable', () => {
  it('gives the prepaid offer to prepaid orders only, never more than is due', () => {
    expect(prepaidDiscount('PREPAID', 100, 21796.15)).toBe(100);
    expect(prepaidDiscount('CASH_ON_DELIVERY', 100, 21796.15)).toBe(0);
    expect(prepaidDiscount(null, 100, 21796.15)).toBe(0);
    expect(prepaidDiscount('PREPAID', 100, 40)).toBe(40);
  });

  it('is subtotal - coupon discount - prepaid discount (+ shipping)', () => {
    expect(amountPayable({ subtotal: 25094, couponDiscount: 2699.85, prepaidDiscount: 100, shipping: 0 })).toBe(
      22294.15,
    );
    expect(amountPayable({ subtotal: 0.3, couponDiscount: 0.1, prepaidDiscount: 0, shipping: 0 })).toBe(0.2);
  });

  it('works out a whole cart', () => {
    // ring 18498 + buds 2 x (2999 + 299) = 6596 -> 25094; RING15 on the ring 2699.85, AUDIO10 on the buds 599.80
    const lines = [
      { ...ring, couponPercents: [15] },
      { ...buds, couponPercents: [10] },
    ];
    expect(checkoutTotals(lines, 'PREPAID', 100, 0)).toEqual({
      subtotal: 25094,
      lineDiscounts: [2699.85, 599.8],
      couponDiscount: 3299.65,
      prepaidDiscount: 100,
      shipping: 0,
      amountPayable: 21694.35,
    });
    expect(checkoutTotals(lines, 'CASH_ON_DELIVERY', 100, 0).amountPayable).toBe(21794.35);
  });
});

describe('GST split (tax inclusive)', () => {
  it('halves into CGST and SGST inside Karnataka', () => {
    // 21694.35 x 18 / 118 = 3309.3076... -> 3309.31; basic 18385.04; halves 1654.66 + 1654.65
    expect(gstSplit(21694.35, 18, false)).toEqual({
      percent: 18,
      taxable: 18385.04,
      tax: 3309.31,
      cgst: 1654.66,
      sgst: 1654.65,
      igst: 0,
      interState: false,
    });
  });

  it('is all IGST in another state', () => {
    // 5998 x 18 / 118 = 914.949... -> 914.95; basic 5083.05
    expect(gstSplit(5998, 18, true)).toEqual({
      percent: 18,
      taxable: 5083.05,
      tax: 914.95,
      cgst: 0,
      sgst: 0,
      igst: 914.95,
      interState: true,
    });
    expect(gstSplit(118, 18, true)).toMatchObject({ taxable: 100, tax: 18 });
  });

  it('knows the seller state', () => {
    expect(isInterState('Karnataka')).toBe(false);
    expect(isInterState(' KARNATAKA ')).toBe(false);
    expect(isInterState('Maharashtra')).toBe(true);
  });
});

describe('order detail and list', () => {
  it('line amount is units x price less the discount percentage of it', () => {
    expect(orderItemTotal(2, 2999, 10)).toBe(5398.2); // 5998 - 599.80
    expect(orderItemTotal(1, 17999, 15)).toBe(15299.15);
    expect(orderItemTotal(1, 499, 0)).toBe(499);
  });

  it('reads an empty status as Cancelled and labels the invoice', () => {
    expect(orderStatusText('')).toBe('Cancelled');
    expect(orderStatusText(null)).toBe('Cancelled');
    expect(orderStatusText('Success')).toBe('Success');
    expect(invoiceLabel(null)).toBe('Yet to Generate Invoice');
    expect(invoiceLabel('/files/invoices/LUM1.pdf?x')).toBe('Download Invoice');
  });

  it('dates orders in India time', () => {
    expect(shopDate('2026-01-31T18:29:59.000Z')).toBe('2026-01-31');
    expect(shopDate('2026-01-31T18:30:00.000Z')).toBe('2026-02-01');
    expect(shopDate('2026-01-31')).toBe('2026-01-31');
  });
});

describe('coupon application', () => {
  const cart = [
    { productId: 101, colorId: 1011 },
    { productId: 301, colorId: 3013 },
  ];

  it('ignores a blank code and accepts a new code for a cart line', () => {
    expect(checkCouponApplication({ productId: 101, colorId: 1011, code: '  ' }, [], cart)).toBe('blank');
    expect(checkCouponApplication({ productId: 101, colorId: 1011, code: 'RING15' }, [], cart)).toBe('ok');
  });

  it('refuses a code already applied to the same line, whatever its case', () => {
    const applied = [{ productId: 101, colorId: 1011, code: 'RING15' }];
    expect(checkCouponApplication({ productId: 101, colorId: 1011, code: 'ring15' }, applied, cart)).toBe(
      CHECKOUT_ERRORS.couponDuplicate,
    );
    expect(checkCouponApplication({ productId: 301, colorId: 3013, code: 'RING15' }, applied, cart)).toBe('ok');
  });

  it('refuses a product or colour that is not in the cart', () => {
    expect(checkCouponApplication({ productId: 201, colorId: 2011, code: 'WATCH10' }, [], cart)).toBe(
      CHECKOUT_ERRORS.couponNotInCart,
    );
    expect(checkCouponApplication({ productId: 101, colorId: 1012, code: 'RING15' }, [], cart)).toBe(
      CHECKOUT_ERRORS.couponNotInCart,
    );
  });

  it('drops blanks and repeats', () => {
    expect(
      distinctCoupons([
        { productId: 101, colorId: 1011, code: 'ring15' },
        { productId: 101, colorId: 1011, code: 'RING15 ' },
        { productId: 101, colorId: 1011, code: '' },
      ]),
    ).toEqual([{ productId: 101, colorId: 1011, code: 'RING15' }]);
  });
});

describe('idempotency key', () => {
  const facts = {
    userId: '7',
    addressId: 3,
    mode: 'PREPAID' as const,
    lines: [
      { id: '101-1011-8-0', quantity: 1 },
      { id: '301-3013--0', quantity: 2 },
    ],
    coupons: [{ productId: 101, colorId: 1011, code: 'RING15' }],
  };

  it('is the same for the same submit, whatever the order of lines', () => {
    expect(orderIdempotencyKey({ ...facts, lines: [...facts.lines].reverse() })).toBe(orderIdempotencyKey(facts));
    expect(orderIdempotencyKey(facts)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes with the cart, the address, the mode or the coupons', () => {
    const key = orderIdempotencyKey(facts);
    expect(orderIdempotencyKey({ ...facts, lines: [{ id: '101-1011-8-0', quantity: 2 }] })).not.toBe(key);
    expect(orderIdempotencyKey({ ...facts, addressId: 4 })).not.toBe(key);
    expect(orderIdempotencyKey({ ...facts, mode: 'CASH_ON_DELIVERY' })).not.toBe(key);
    expect(orderIdempotencyKey({ ...facts, coupons: [] })).not.toBe(key);
  });
});
