import { describe, expect, it } from 'vitest';
import { checkoutFigures } from '@shop/commerce/checkout/checkout-figures';
import { checkClientFigures, couponsAgree, listedCodes, paytypeOf, requestedCoupons } from './order-request.ts';

const lines = [
  { productId: 101, colorId: 1011, unitPrice: 17999, quantity: 1, offerProducts: [{ price: 499 }] },
  { productId: 301, colorId: 3013, unitPrice: 2999, quantity: 2, offerProducts: [] },
];
const coupons = [
  { productId: 101, colorId: 1011, code: 'RING15', percent: 15 },
  { productId: 301, colorId: 3013, code: 'AUDIO10', percent: 10 },
];
// subtotal 24496; discounts 2699.85 + 599.80 = 3299.65; COD payable 21196.35
const figures = checkoutFigures({
  lines,
  currency: 'INR',
  coupons,
  couponDetails: (c) => {
    const percent = coupons.find((x) => x.code === c.code)?.percent;
    return percent === undefined ? null : { percent, description: '', partner: false };
  },
  prepaid: false,
  prepaidOffer: { amount: 100, maxLineDiscountPercent: 50 },
  place: { state: 'Maharashtra', taxPercent: 18, taxName: 'GST' },
});

describe('reading the body', () => {
  it('takes paytype 1 or 2 only', () => {
    expect([paytypeOf(1), paytypeOf('2'), paytypeOf(0), paytypeOf(undefined), paytypeOf('x')]).toEqual([
      1,
      2,
      null,
      null,
      null,
    ]);
  });

  it('normalises coupon codes and drops blank ones', () => {
    expect(
      requestedCoupons({
        p_coupons: [
          { code: ' ring15', productId: 101, colorId: 1011, discount: 1 },
          { code: ' ', productId: 1, colorId: 1 },
        ],
      }),
    ).toEqual([{ productId: 101, colorId: 1011, code: 'RING15', discount: 1 }]);
    expect(listedCodes('ring15, audio10,,RING15')).toEqual(['RING15', 'AUDIO10']);
    expect(listedCodes(['x'])).toEqual(['X']);
    expect(listedCodes(undefined)).toEqual([]);
  });

  it('checks that coupons and p_coupons agree', () => {
    const requested = requestedCoupons({ p_coupons: coupons.map((c) => ({ ...c })) });
    expect(couponsAgree([], requested)).toBe(true);
    expect(couponsAgree(['AUDIO10', 'RING15'], requested)).toBe(true);
    expect(couponsAgree(['RING15'], requested)).toBe(false);
  });
});

describe('checkClientFigures', () => {
  const requested = [
    { productId: 101, colorId: 1011, code: 'RING15', discount: 2699.85 },
    { productId: 301, colorId: 3013, code: 'AUDIO10', discount: 599.8 },
  ];

  it('accepts the server figures', () => {
    expect(figures.couponDiscount).toBe(3299.65);
    expect(figures.amountPayable).toBe(21196.35);
    expect(checkClientFigures({ discount: 3299.65, amount: 21196.35 }, requested, figures)).toBe('ok');
    expect(checkClientFigures({ discount: 3299.65 }, requested, figures)).toBe('ok');
  });

  it('refuses a tampered discount, a tampered coupon figure or a tampered amount', () => {
    expect(checkClientFigures({ discount: 3299.66 }, requested, figures)).toBe('discount');
    expect(
      checkClientFigures({ discount: 3299.65 }, [{ ...requested[0]!, discount: 2999 }, requested[1]!], figures),
    ).toBe('discount');
    expect(checkClientFigures({ discount: 3299.65, amount: 1 }, requested, figures)).toBe('amount');
    expect(checkClientFigures({}, requested, figures)).toBe('discount');
  });
});
