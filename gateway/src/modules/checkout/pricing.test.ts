import { describe, expect, it } from 'vitest';
import { CART, requestContext } from './checkout-test-context.ts';
import { couponUserErrors, priceCheckout } from './pricing.ts';

const ring15 = { productId: 101, colorId: 1011, code: 'RING15' };
const audio10 = { productId: 301, colorId: 3013, code: 'audio10' };

describe('priceCheckout', () => {
  it('prices a prepaid checkout at the primary address in Karnataka, to the paisa (CGST + SGST)', async () => {
    const { context } = requestContext();
    const { figures, deliveryAddress } = await priceCheckout(context, 't', {
      coupons: [ring15, audio10],
      paymentMode: 'PREPAID',
      deliveryAddressId: null,
    });
    expect(deliveryAddress?.id).toBe(8);
    // 25094 - (2699.85 + 599.80) - 100 = 21694.35; tax 3309.31 = 1654.66 + 1654.65
    expect(figures).toMatchObject({
      subtotal: 25094,
      couponDiscount: 3299.65,
      prepaidDiscount: 100,
      amountPayable: 21694.35,
      gst: { percent: 18, taxable: 18385.04, tax: 3309.31, cgst: 1654.66, sgst: 1654.65, igst: null },
    });
    expect(figures.lines.map((l) => [l.couponDiscount, l.total])).toEqual([
      [2699.85, 15798.15],
      [599.8, 5996.2],
    ]);
  });

  it('splits GST as IGST at a chosen address in another state', async () => {
    const { context } = requestContext();
    const { figures } = await priceCheckout(context, 't', {
      coupons: [],
      paymentMode: 'CASH_ON_DELIVERY',
      deliveryAddressId: 7,
    });
    // 25094 x 18 / 118 = 3827.90; basic 21266.10
    expect(figures.gst).toMatchObject({
      interState: true,
      igst: 3827.9,
      cgst: null,
      sgst: null,
      taxable: 21266.1,
      placeOfSupply: 'Maharashtra',
    });
    expect(figures.amountPayable).toBe(25094);
  });

  it('works the figures out once per request and input', async () => {
    const { context, calls } = requestContext();
    const input = { coupons: [ring15], paymentMode: null, deliveryAddressId: null };
    const [first, second] = await Promise.all([
      priceCheckout(context, 't', input),
      priceCheckout(context, 't', { ...input, coupons: [{ ...ring15 }] }),
    ]);
    expect(second).toBe(first);
    expect([...calls].sort()).toEqual(['addresses', 'cart', 'coupon RING15@101', 'pincode 560001', 'prepaidOffer']);
    // Another input is another answer, from the same loads.
    const cod = await priceCheckout(context, 't', { ...input, paymentMode: 'CASH_ON_DELIVERY' });
    expect(cod).not.toBe(first);
    expect(calls).toHaveLength(5);
  });

  it("asks for the coupons beside the cart, and for the pincode's details once the addresses are known", async () => {
    let answerCart = () => {};
    const cartAnswered = new Promise<void>((resolve) => (answerCart = resolve));
    const { context, calls } = requestContext(CART, undefined, cartAnswered);
    const priced = priceCheckout(context, 't', { coupons: [ring15], paymentMode: null, deliveryAddressId: null });
    await new Promise((resolve) => setTimeout(resolve, 10));
    // The cart has not answered yet: the coupon was asked for beside it, the pincode after the addresses.
    expect([...calls].sort()).toEqual(['addresses', 'cart', 'coupon RING15@101', 'pincode 560001', 'prepaidOffer']);
    answerCart();
    expect((await priced).figures.couponDiscount).toBe(2699.85);
  });

  it('answers a candidate coupon in the figures with it applied, the limits deciding', async () => {
    const { context } = requestContext();
    const base = { coupons: [ring15], paymentMode: null, deliveryAddressId: null };
    const accepted = await priceCheckout(context, 't', { ...base, candidate: { ...audio10, code: 'AUDIO10' } });
    expect(accepted.figures.candidate).toMatchObject({
      kind: 'accepted',
      coupon: { code: 'AUDIO10', discount: 599.8 },
    });
    expect(accepted.figures.couponDiscount).toBe(3299.65);
    const capped = await priceCheckout(context, 't', { ...base, candidate: { ...ring15, code: 'STACK40' } });
    expect(capped.figures.candidate).toMatchObject({
      kind: 'refused',
      coupon: {
        refusal: {
          code: 'COUPON_CAP',
          message: 'Coupon STACK40 cannot be applied: coupons can take at most 50% off one product.',
        },
      },
    });
    expect(capped.figures.couponDiscount).toBe(2699.85);
  });

  it('refuses coupons on their place in the input, and a refused token is UNAUTHENTICATED', async () => {
    const { context } = requestContext();
    const { figures } = await priceCheckout(context, 't', {
      coupons: [ring15, { productId: 301, colorId: 3013, code: 'NOPE' }, { productId: 201, colorId: 2011, code: 'X' }],
      paymentMode: null,
      deliveryAddressId: null,
    });
    expect(couponUserErrors(figures.rejected, ['input', 'coupons'])).toEqual([
      { field: ['input', 'coupons', '1', 'code'], message: 'Invalid Coupon Code', code: 'COUPON_INVALID' },
      { field: ['input', 'coupons', '2', 'code'], message: 'Product not found in cart', code: 'PRODUCT_NOT_IN_CART' },
    ]);
    const guest = requestContext(null).context;
    await expect(
      priceCheckout(guest, 't', { coupons: [], paymentMode: null, deliveryAddressId: null }),
    ).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });
});
