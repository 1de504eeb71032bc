// Coupons and the checkout summary through the gateway against a real upstream: applyCoupon
// (valid, invalid, expired, duplicate, product not in cart, blank), and the summary's figures by
// the rules with worked numbers: subtotal with offer products, per-line coupon discounts, the
// prepaid discount, the amount payable, the GST split (CGST + SGST in Karnataka, IGST elsewhere),
// the currency symbol, and deliverability at the chosen address.
import { beforeAll, describe, expect, it } from 'vitest';
import { setStock } from '../support/database.ts';
import { useShop } from '../support/shop.ts';
import { BUDS, KAVARATTI, MUMBAI, RING, addToCart, checkoutCustomer, data } from './checkout-shopper.ts';
import { AddAddressDocument, ApplyCouponDocument, CheckoutDocument } from './generated/graphql.ts';

const { upstream, gateway } = useShop();

beforeAll(async () => {
  await setStock(upstream, { color: 1011, size: '8' }, 40);
  await setStock(upstream, { color: 3013, size: '' }, 40);
});

/** The ring (17999 + dock 499) and two Nimbus Buds 2 (2 x (2999 + 299)): subtotal 25094. */
async function ringAndBuds(delivery?: Parameters<typeof checkoutCustomer>[1]) {
  const customer = await checkoutCustomer(gateway, delivery);
  await addToCart(gateway, customer.token, RING);
  await addToCart(gateway, customer.token, BUDS, 2);
  return customer;
}

const ring15 = { productId: '101', colorId: '1011', code: 'RING15' };
const audio10 = { productId: '301', colorId: '3013', code: 'audio10' };

describe('applyCoupon', () => {
  it('applies a product coupon to its line: price x quantity x percent / 100', async () => {
    const customer = await ringAndBuds();
    const ring = await data(gateway, ApplyCouponDocument, { input: { ...ring15, code: ' ring15 ' } }, customer.token);
    expect(ring.applyCoupon).toEqual({
      coupon: {
        code: 'RING15',
        productId: '101',
        colorId: '1011',
        percent: 15,
        discount: { amount: 2699.85 },
        description: '15% off Aura Ring Gen 3',
      },
      userErrors: [],
    });
    const buds = await data(gateway, ApplyCouponDocument, { input: audio10 }, customer.token);
    expect(buds.applyCoupon.coupon).toMatchObject({ code: 'AUDIO10', percent: 10, discount: { amount: 599.8 } }); // 2 x 2999 x 10 %
  });

  it.each([
    ['an unknown code', { ...ring15, code: 'NOPE' }, [], 'Invalid Coupon Code', 'COUPON_INVALID'],
    [
      'an expired code',
      { productId: '301', colorId: '3013', code: 'BUDS10' },
      [],
      'Invalid Coupon Code',
      'COUPON_INVALID',
    ],
    [
      'a code for another product',
      { productId: '301', colorId: '3013', code: 'RING15' },
      [],
      'Invalid Coupon Code',
      'COUPON_INVALID',
    ],
    ['a code already applied to the line', ring15, [ring15], 'Coupon Code Already Applied.', 'COUPON_DUPLICATE'],
    [
      'a product not in the cart',
      { productId: '201', colorId: '2011', code: 'WATCH10' },
      [],
      'Product not found in cart',
      'PRODUCT_NOT_IN_CART',
    ],
  ])('refuses %s', async (_label, target, applied, message, code) => {
    const customer = await ringAndBuds();
    const result = await data(gateway, ApplyCouponDocument, { input: { ...target, applied } }, customer.token);
    expect(result.applyCoupon).toEqual({ coupon: null, userErrors: [{ field: ['input', 'code'], message, code }] });
  });

  it('ignores a blank code', async () => {
    const customer = await ringAndBuds();
    expect(
      (await data(gateway, ApplyCouponDocument, { input: { ...ring15, code: '  ' } }, customer.token)).applyCoupon,
    ).toEqual({ coupon: null, userErrors: [] });
  });
});

describe('the checkout summary', () => {
  it('works out the figures of a prepaid order delivered in Karnataka', async () => {
    const customer = await ringAndBuds();
    const { viewer } = await data(
      gateway,
      CheckoutDocument,
      { input: { coupons: [ring15, audio10], paymentMode: 'PREPAID' } },
      customer.token,
    );
    const summary = viewer!.checkout;
    // 25094 - (2699.85 + 599.80) - 100 = 21694.35; tax = 21694.35 x 18 / 118 = 3309.31 -> CGST 1654.66 + SGST 1654.65
    expect(summary).toMatchObject({
      itemCount: 3,
      subtotal: { amount: 25094, currencyCode: 'INR', formatted: '₹25,094' },
      couponDiscount: { amount: 3299.65 },
      prepaidDiscount: { amount: 100 },
      prepaidOffer: { amount: 100 },
      shippingCharge: { amount: 0 },
      amountPayable: { amount: 21694.35, formatted: '₹21,694.35' },
      currencySymbol: '₹',
      rejectedCoupons: [],
      paymentMode: 'PREPAID',
      gst: {
        taxName: 'GST',
        percent: 18,
        taxableAmount: { amount: 18385.04 },
        taxAmount: { amount: 3309.31 },
        cgst: { amount: 1654.66 },
        sgst: { amount: 1654.65 },
        igst: null,
        interState: false,
        sellerState: 'Karnataka',
        placeOfSupply: 'Karnataka',
      },
      deliveryAddress: { id: customer.addressId, pincode: '560001' },
      delivery: { deliverable: true, deliveryDays: '2-4 Days', undeliverableLineIds: [], message: null },
    });
    expect(summary.lines).toMatchObject([
      {
        line: { id: '101-1011-8-0-151', quantity: 1 },
        coupons: [{ code: 'RING15', percent: 15, discount: { amount: 2699.85 } }],
        couponDiscount: { amount: 2699.85 },
        total: { amount: 15798.15 },
      },
      {
        line: { id: '301-3013--0-352', quantity: 2 },
        coupons: [{ code: 'AUDIO10', percent: 10, discount: { amount: 599.8 } }],
        couponDiscount: { amount: 599.8 },
        total: { amount: 5996.2 },
      },
    ]);
  });

  it('gives no prepaid discount for cash on delivery or before a mode is chosen', async () => {
    const customer = await ringAndBuds();
    const cod = (await data(gateway, CheckoutDocument, { input: { paymentMode: 'CASH_ON_DELIVERY' } }, customer.token))
      .viewer!.checkout;
    expect(cod).toMatchObject({
      prepaidDiscount: { amount: 0 },
      amountPayable: { amount: 25094 },
      paymentMode: 'CASH_ON_DELIVERY',
    });
    const none = (await data(gateway, CheckoutDocument, {}, customer.token)).viewer!.checkout;
    expect(none).toMatchObject({
      prepaidDiscount: { amount: 0 },
      prepaidOffer: { amount: 100 },
      amountPayable: { amount: 25094 },
      paymentMode: null,
    });
  });

  it('splits GST as IGST for a delivery to another state', async () => {
    const customer = await ringAndBuds(MUMBAI);
    const summary = (
      await data(gateway, CheckoutDocument, { input: { paymentMode: 'CASH_ON_DELIVERY' } }, customer.token)
    ).viewer!.checkout;
    // 25094 x 18 / 118 = 3827.90; basic 21266.10
    expect(summary.gst).toMatchObject({
      interState: true,
      igst: { amount: 3827.9 },
      cgst: null,
      sgst: null,
      taxableAmount: { amount: 21266.1 },
      placeOfSupply: 'Maharashtra',
    });
  });

  it('lists coupons that no longer apply and leaves them out of the figures', async () => {
    const customer = await ringAndBuds();
    const summary = (
      await data(
        gateway,
        CheckoutDocument,
        {
          input: {
            coupons: [
              ring15,
              { ...ring15, code: 'ring15' },
              { productId: '301', colorId: '3013', code: 'BUDS10' },
              { productId: '201', colorId: '2011', code: 'WATCH10' },
            ],
          },
        },
        customer.token,
      )
    ).viewer!.checkout;
    expect(summary.couponDiscount).toEqual({ amount: 2699.85 });
    expect(summary.rejectedCoupons).toEqual([
      { code: 'BUDS10', productId: '301', colorId: '3013', message: 'Invalid Coupon Code', reason: 'COUPON_INVALID' },
      {
        code: 'WATCH10',
        productId: '201',
        colorId: '2011',
        message: 'Product not found in cart',
        reason: 'PRODUCT_NOT_IN_CART',
      },
    ]);
  });

  it('says which lines cannot be delivered to the chosen address', async () => {
    const customer = await ringAndBuds();
    const far = await data(gateway, AddAddressDocument, { input: { shipping: KAVARATTI } }, customer.token);
    const summary = (
      await data(
        gateway,
        CheckoutDocument,
        { input: { deliveryAddressId: far.addAddress.deliveryAddress!.id } },
        customer.token,
      )
    ).viewer!.checkout;
    expect(summary.delivery).toEqual({
      deliverable: false,
      deliveryDays: 'No delivery at this pincode',
      undeliverableLineIds: ['101-1011-8-0-151', '301-3013--0-352'],
      message: 'Some Products in your cart are not deliverable at selected delivery Pincode.Please Check.',
    });
    expect(summary.deliveryAddress!.pincode).toBe('682555');
  });

  it('makes its independent upstream calls together', async () => {
    const customer = await ringAndBuds();
    const { headers } = await gateway.graphql(
      CheckoutDocument,
      { input: { coupons: [ring15], paymentMode: 'PREPAID', deliveryAddressId: customer.addressId } },
      { token: customer.token },
    );
    // Round 1: the viewer's profile beside the cart, addresses, prepaid discount, deliverability and
    // the coupon (they need only the token); round 2: the pincode details of the address, which
    // come from the addresses (the screen's one true dependency).
    expect(headers.get('x-upstream-calls')).toBe('7');
    expect(headers.get('x-upstream-rounds')).toBe('2');
  });
});
