import { describe, expect, it } from 'vitest';
import { checkoutFigures, couponsToLookUp, type CheckoutFacts, type CouponDetails } from './checkout-figures.ts';

// The ring (17999 + a 499 dock) and two Nimbus Buds 2 (2 x (2999 + 299)): subtotal 25094.
const ring = { productId: 101, colorId: 1011, unitPrice: 17999, quantity: 1, offerProducts: [{ price: 499 }] };
const buds = { productId: 301, colorId: 3013, unitPrice: 2999, quantity: 2, offerProducts: [{ price: 299 }] };
const RING15 = { productId: 101, colorId: 1011, code: 'RING15' };
const AUDIO10 = { productId: 301, colorId: 3013, code: 'AUDIO10' };

const DETAILS: Record<string, CouponDetails> = {
  RING15: { percent: 15, description: '15% off', partner: false },
  HALF12: { percent: 12.5, description: '', partner: false },
  AUDIO10: { percent: 10, description: '', partner: false },
  STACK40: { percent: 40, description: '', partner: false },
  'CP-ROHAN': { percent: 10, description: '', partner: true },
  'CP-KAVYA': { percent: 12, description: '', partner: true },
};
const KARNATAKA = { state: 'Karnataka', taxPercent: 18, taxName: 'GST', currencySymbol: '₹' };
const MAHARASHTRA = { state: 'Maharashtra', taxPercent: 18, taxName: '', currencySymbol: '₹' };

function facts(overrides: Partial<CheckoutFacts> = {}): CheckoutFacts {
  return {
    lines: [ring, buds],
    currency: 'INR',
    coupons: [],
    couponDetails: (c) => DETAILS[c.code] ?? null,
    prepaid: false,
    prepaidOffer: { amount: 100, maxLineDiscountPercent: 50, currencySymbol: '₹' },
    place: KARNATAKA,
    ...overrides,
  };
}

describe('checkoutFigures', () => {
  it('works out a prepaid order with two coupons delivered in Karnataka, to the paisa', () => {
    const figures = checkoutFigures(facts({ coupons: [RING15, { ...AUDIO10, code: ' audio10' }], prepaid: true }));
    // 25094 - (2699.85 + 599.80) - 100 = 21694.35; tax = 21694.35 x 18 / 118 = 3309.31 -> 1654.66 + 1654.65
    expect(figures).toMatchObject({
      currency: 'INR',
      currencySymbol: '₹',
      itemCount: 3,
      subtotal: 25094,
      couponDiscount: 3299.65,
      prepaidDiscount: 100,
      prepaidOffer: 100,
      shipping: 0,
      amountPayable: 21694.35,
      rejected: [],
      candidate: null,
      gst: {
        taxName: 'GST',
        percent: 18,
        taxable: 18385.04,
        tax: 3309.31,
        cgst: 1654.66,
        sgst: 1654.65,
        igst: null,
        interState: false,
        sellerState: 'Karnataka',
        placeOfSupply: 'Karnataka',
      },
    });
    expect(figures.coupons.map((c) => [c.code, c.percent, c.discount])).toEqual([
      ['RING15', 15, 2699.85],
      ['AUDIO10', 10, 599.8],
    ]);
    expect(figures.lines).toMatchObject([
      { subtotal: 18498, couponDiscount: 2699.85, total: 15798.15, codes: ['RING15'], percent: 15 },
      { subtotal: 6596, couponDiscount: 599.8, total: 5996.2, codes: ['AUDIO10'], percent: 10 },
    ]);
    expect(figures.lines[0]!.coupons).toEqual([
      { ...RING15, percent: 15, description: '15% off', partner: false, discount: 2699.85 },
    ]);
  });

  it('splits GST as IGST in another state, with the default tax name; no place, no split', () => {
    // 25094 x 18 / 118 = 3827.90; basic 21266.10
    expect(checkoutFigures(facts({ place: MAHARASHTRA })).gst).toEqual({
      taxName: 'GST',
      percent: 18,
      taxable: 21266.1,
      tax: 3827.9,
      cgst: null,
      sgst: null,
      igst: 3827.9,
      interState: true,
      sellerState: 'Karnataka',
      placeOfSupply: 'Maharashtra',
    });
    const nowhere = checkoutFigures(facts({ place: null }));
    expect(nowhere).toMatchObject({ gst: null, amountPayable: 25094, currencySymbol: '₹' });
  });

  it('gives the prepaid discount to prepaid orders only, never more than is due', () => {
    expect(checkoutFigures(facts()).prepaidDiscount).toBe(0);
    const small = checkoutFigures(facts({ lines: [{ ...buds, unitPrice: 40, offerProducts: [] }], prepaid: true }));
    expect(small).toMatchObject({ subtotal: 80, prepaidDiscount: 80, amountPayable: 0, prepaidOffer: 100 });
  });

  it('shares one coupon over every line of its product and colour, the shares adding up to its figure', () => {
    const sizes = [
      { ...ring, unitPrice: 333.33, quantity: 1, offerProducts: [] },
      { ...ring, unitPrice: 333.33, quantity: 2, offerProducts: [] },
    ];
    const figures = checkoutFigures(facts({ lines: sizes, coupons: [{ ...RING15, code: 'HALF12' }] }));
    // 12.5 % of 3 x 333.33 = 124.99875 -> 125.00, shared 41.67 + 83.33 (the odd paisa to the larger remainder)
    expect(figures.coupons[0]!.discount).toBe(125);
    expect(figures.lines.map((l) => l.couponDiscount)).toEqual([41.67, 83.33]);
    expect(figures.amountPayable).toBe(874.99);
  });

  it('refuses, in input order, unknown codes and products not in the cart; drops blanks and repeats', () => {
    const figures = checkoutFigures(
      facts({
        coupons: [
          { ...RING15, code: '  ' },
          { ...RING15, code: 'NOPE' },
          { productId: 201, colorId: 2011, code: 'RING15' },
          RING15,
          { ...RING15, code: 'ring15' },
        ],
      }),
    );
    expect(figures.rejected).toEqual([
      {
        ...RING15,
        code: 'NOPE',
        reason: 'couponInvalid',
        refusal: { code: 'COUPON_INVALID', message: 'Invalid Coupon Code' },
        index: 1,
      },
      {
        productId: 201,
        colorId: 2011,
        code: 'RING15',
        reason: 'couponNotInCart',
        refusal: { code: 'PRODUCT_NOT_IN_CART', message: 'Product not found in cart' },
        index: 2,
      },
    ]);
    expect(figures.coupons.map((c) => c.code)).toEqual(['RING15']);
    expect(figures.couponDiscount).toBe(2699.85);
  });

  it('refuses the coupons past the maximum on one product and a second partner coupon, naming each', () => {
    const figures = checkoutFigures(
      facts({
        coupons: [
          RING15,
          { ...RING15, code: 'CP-ROHAN' },
          { ...RING15, code: 'STACK40' },
          { ...AUDIO10, code: 'CP-KAVYA' },
        ],
        prepaidOffer: { amount: 100, maxLineDiscountPercent: 30 },
      }),
    );
    expect(figures.rejected.map((r) => [r.index, r.reason, r.refusal])).toEqual([
      [
        2,
        'cap',
        {
          code: 'COUPON_CAP',
          message: 'Coupon STACK40 cannot be applied: coupons can take at most 30% off one product.',
        },
      ],
      [
        3,
        'partner',
        {
          code: 'PARTNER_COUPON_LIMIT',
          message: 'Coupon CP-KAVYA cannot be applied: an order can carry at most 1 channel partner coupon.',
        },
      ],
    ]);
    // RING15 + CP-ROHAN: 2699.85 + 1799.90
    expect(figures.coupons.map((c) => [c.code, c.discount])).toEqual([
      ['RING15', 2699.85],
      ['CP-ROHAN', 1799.9],
    ]);
    expect(figures.couponDiscount).toBe(4499.75);
  });

  describe('a candidate coupon', () => {
    const verdict = (candidate: CheckoutFacts['candidate'], coupons: CheckoutFacts['coupons'] = [], max = 50) =>
      checkoutFigures(facts({ coupons, candidate, prepaidOffer: { amount: 100, maxLineDiscountPercent: max } }));

    it('is accepted with its figure on the cart, and the figures are those with it applied', () => {
      const figures = verdict({ ...AUDIO10, code: 'audio10' }, [RING15]);
      expect(figures.candidate).toEqual({
        kind: 'accepted',
        coupon: { ...AUDIO10, percent: 10, description: '', partner: false, discount: 599.8 },
      });
      expect(figures.couponDiscount).toBe(3299.65);
      expect(figures.rejected).toEqual([]);
    });

    it('is blank, already applied, not in the cart, unknown or past a limit', () => {
      expect(verdict({ ...RING15, code: ' ' }).candidate).toEqual({ kind: 'blank' });
      const refusal = (figures: ReturnType<typeof verdict>) =>
        figures.candidate?.kind === 'refused'
          ? [figures.candidate.coupon.index, figures.candidate.coupon.refusal]
          : null;
      expect(refusal(verdict({ ...RING15, code: 'ring15' }, [RING15]))).toEqual([
        1,
        { code: 'COUPON_DUPLICATE', message: 'Coupon Code Already Applied.' },
      ]);
      expect(refusal(verdict({ productId: 201, colorId: 2011, code: 'WATCH10' }))).toEqual([
        0,
        { code: 'PRODUCT_NOT_IN_CART', message: 'Product not found in cart' },
      ]);
      expect(refusal(verdict({ ...RING15, code: 'NOPE' }))).toEqual([
        0,
        { code: 'COUPON_INVALID', message: 'Invalid Coupon Code' },
      ]);
      const capped = verdict({ ...RING15, code: 'STACK40' }, [RING15], 50);
      expect(refusal(capped)).toEqual([
        1,
        {
          code: 'COUPON_CAP',
          message: 'Coupon STACK40 cannot be applied: coupons can take at most 50% off one product.',
        },
      ]);
      // The figures are the applied coupons' alone, and a refused candidate is not listed with them.
      expect(capped).toMatchObject({ couponDiscount: 2699.85, rejected: [] });
    });

    it('is judged against the applied coupons that hold, not against refused ones', () => {
      // NOPE is invalid and STACK40 passes the cap alone: RING15 + STACK40 = 55 % > 50 %, but 40 % fits.
      const figures = verdict({ ...RING15, code: 'STACK40' }, [{ ...RING15, code: 'NOPE' }]);
      expect(figures.candidate).toMatchObject({ kind: 'accepted', coupon: { code: 'STACK40', discount: 7199.6 } });
      expect(figures.rejected.map((r) => r.code)).toEqual(['NOPE']);
    });
  });
});

describe('couponsToLookUp', () => {
  it('names the distinct coupons on a cart line, the candidate last', () => {
    expect(
      couponsToLookUp(
        [ring, buds],
        [RING15, { ...RING15, code: 'ring15 ' }, { ...RING15, code: '' }, { productId: 201, colorId: 2011, code: 'X' }],
        { ...AUDIO10, code: 'audio10' },
      ),
    ).toEqual([RING15, AUDIO10]);
  });
});
