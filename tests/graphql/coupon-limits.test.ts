// The coupon limits through the gateway against a real upstream: applyCoupon refuses at once a
// coupon that takes its product past upstream's maximum discount (served with the prepaid
// discount) or a second channel partner coupon, naming the coupon; the checkout summary and
// placeOrder refuse the same coupons, and nothing is used up.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { setStock } from '../support/database.ts';
import { useShop } from '../support/shop.ts';
import { BUDS, RING, WATCH, addToCart, checkoutCustomer, data } from './checkout-shopper.ts';
import { addCoupon, usesOf } from './coupon-db.ts';
import { ApplyCouponDocument, CheckoutDocument, PlaceOrderDocument } from './generated/graphql.ts';

const { upstream, gateway } = useShop();

beforeAll(async () => {
  await setStock(upstream, { color: 1011, size: '8' }, 40);
  await setStock(upstream, { color: 3013, size: '' }, 40);
  await setStock(upstream, { color: 2011, size: '' }, 40);
  await addCoupon(upstream, { code: 'GQLSTACK25', percent: 25, productId: 201 });
});

const onWatch = (code: string) => ({ ...WATCH, code });
const CAPPED = 'Coupon GQLSTACK25 cannot be applied: coupons can take at most 50% off one product.';

describe('the maximum coupon discount on one product', () => {
  it('is refused at applyCoupon, in the summary and at placeOrder, naming the coupon; nothing is used up', async () => {
    const customer = await checkoutCustomer(gateway);
    await addToCart(gateway, customer.token, WATCH);
    const applied = [onWatch('VERTEX20'), onWatch('WATCH10')];
    // VERTEX20 + WATCH10 = 30 %: a further 25 % would take the watch to 55 % off.
    const apply = await data(
      gateway,
      ApplyCouponDocument,
      { input: { ...onWatch('gqlstack25'), applied } },
      customer.token,
    );
    expect(apply.applyCoupon).toEqual({
      coupon: null,
      userErrors: [{ field: ['input', 'code'], message: CAPPED, code: 'COUPON_CAP' }],
    });
    // Alone with VERTEX20 (45 %) it applies.
    const fits = await data(
      gateway,
      ApplyCouponDocument,
      { input: { ...onWatch('GQLSTACK25'), applied: [onWatch('VERTEX20')] } },
      customer.token,
    );
    expect(fits.applyCoupon.coupon).toMatchObject({ code: 'GQLSTACK25', discount: { amount: 3749.75 } });

    const stacked = [...applied, onWatch('GQLSTACK25')];
    const summary = await data(gateway, CheckoutDocument, { input: { coupons: stacked } }, customer.token);
    expect(summary.viewer!.checkout.rejectedCoupons).toEqual([
      { code: 'GQLSTACK25', productId: '201', colorId: '2011', message: CAPPED, reason: 'COUPON_CAP' },
    ]);
    expect(summary.viewer!.checkout.couponDiscount.amount).toBe(4499.7); // 30 % of 14999

    const usesNow = () => Promise.all(['VERTEX20', 'WATCH10', 'GQLSTACK25'].map((c) => usesOf(upstream, c)));
    const uses = await usesNow();
    const placed = await data(
      gateway,
      PlaceOrderDocument,
      {
        input: {
          idempotencyKey: randomUUID(),
          deliveryAddressId: customer.addressId,
          paymentMode: 'CASH_ON_DELIVERY',
          coupons: stacked,
        },
      },
      customer.token,
    );
    expect(placed.placeOrder).toMatchObject({
      orderId: null,
      userErrors: [{ field: ['input', 'coupons', '2', 'code'], message: CAPPED, code: 'COUPON_CAP' }],
    });
    expect(await usesNow()).toEqual(uses);
  });
});

describe('one channel partner coupon per order', () => {
  it('refuses a second partner coupon at applyCoupon and placeOrder, naming it; neither is used up', async () => {
    const customer = await checkoutCustomer(gateway);
    await addToCart(gateway, customer.token, RING);
    await addToCart(gateway, customer.token, BUDS);
    const [first, second] = ['GQLCP-ROHAN', 'GQLCP-KAVYA'];
    await addCoupon(upstream, { code: first, percent: 10, partnerFor: customer.email.toLowerCase() });
    await addCoupon(upstream, { code: second, percent: 12, partnerFor: customer.email.toLowerCase() });
    const message = `Coupon ${second} cannot be applied: an order can carry at most 1 channel partner coupon.`;

    const onRing = { productId: RING.productId, colorId: RING.colorId, code: first };
    const onBuds = { productId: BUDS.productId, colorId: BUDS.colorId, code: second };
    const apply = await data(gateway, ApplyCouponDocument, { input: { ...onBuds, applied: [onRing] } }, customer.token);
    expect(apply.applyCoupon).toEqual({
      coupon: null,
      userErrors: [{ field: ['input', 'code'], message, code: 'PARTNER_COUPON_LIMIT' }],
    });
    // The same partner coupon on another product is the same coupon.
    const again = await data(
      gateway,
      ApplyCouponDocument,
      { input: { productId: BUDS.productId, colorId: BUDS.colorId, code: first, applied: [onRing] } },
      customer.token,
    );
    expect(again.applyCoupon.userErrors).toEqual([]);

    const placed = await data(
      gateway,
      PlaceOrderDocument,
      {
        input: {
          idempotencyKey: randomUUID(),
          deliveryAddressId: customer.addressId,
          paymentMode: 'CASH_ON_DELIVERY',
          coupons: [onRing, onBuds],
        },
      },
      customer.token,
    );
    expect(placed.placeOrder).toMatchObject({
      orderId: null,
      userErrors: [{ field: ['input', 'coupons', '1', 'code'], message, code: 'PARTNER_COUPON_LIMIT' }],
    });
    expect([await usesOf(upstream, first), await usesOf(upstream, second)]).toEqual([0, 0]);
  });
});
