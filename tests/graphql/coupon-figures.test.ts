// One rounding across the parts, as a property over random carts (fast-check, a few runs): sizes of
// one ring on two or three lines, earbuds and a watch, sale prices with paise, up to three coupons
// per product and colour (the shop's and the test's own with random percents; the maximum refuses
// some), cash on delivery or prepaid. The coupon discount shown by applyCoupon and the checkout
// summary, the one placeOrder charges, the one upstream stores (the order and its lines) and the
// one its invoice states agree to the paisa, and so do the amounts. Also: the offer banner's
// prepaid discount is the one the summary offers and placeOrder deducts.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromPaise, toPaise } from '@shop/commerce/money';
import { setStock } from '../support/database.ts';
import { useShop } from '../support/shop.ts';
import { BUDS, WATCH, addToCart, checkoutCustomer, data } from './checkout-shopper.ts';
import { addCoupon, setSalePrice, storedOrder } from './coupon-db.ts';
import {
  ApplyCouponDocument,
  CheckoutDocument,
  OfferBannersDocument,
  OrderDocument,
  PlaceOrderDocument,
  type PaymentMode,
} from './generated/graphql.ts';

const { upstream, gateway } = useShop();

const RING_SIZES = ['7', '8', '9'] as const;
const GROUPS = {
  ring: { productId: '101', colorId: '1011', codes: ['RING15', 'RINGS5'] },
  buds: { productId: BUDS.productId, colorId: BUDS.colorId, codes: ['NIMBUS5', 'AUDIO10'] },
  watch: { productId: WATCH.productId, colorId: WATCH.colorId, codes: ['VERTEX20', 'WATCH10'] },
} as const;
type Group = keyof typeof GROUPS;

beforeAll(async () => {
  for (const size of RING_SIZES) await setStock(upstream, { color: 1011, size }, 1000);
  await setStock(upstream, { color: 3013, size: '' }, 1000);
  await setStock(upstream, { color: 2011, size: '' }, 1000);
});

const price = fc.integer({ min: 10_000, max: 3_000_000 }).map(fromPaise);
/** A coupon of the group: one of the shop's two, or the test's own with a percent of 2 decimals. */
const couponChoice = fc.oneof(
  fc.constantFrom(0, 1).map((index) => ({ index, percent: null })),
  fc.integer({ min: 1, max: 3000 }).map((hundredths) => ({ index: -1, percent: hundredths / 100 })),
);
const cart = fc.record({
  prices: fc.record({ ring: price, buds: price, watch: price }),
  ringSizes: fc.subarray([...RING_SIZES], { minLength: 2 }),
  ringQuantity: fc.integer({ min: 1, max: 2 }),
  buds: fc.integer({ min: 0, max: 3 }),
  watch: fc.boolean(),
  coupons: fc.record({
    ring: fc.array(couponChoice, { maxLength: 3 }),
    buds: fc.array(couponChoice, { maxLength: 3 }),
    watch: fc.array(couponChoice, { maxLength: 3 }),
  }),
  mode: fc.constantFrom<PaymentMode>('CASH_ON_DELIVERY', 'PREPAID'),
});
type Cart = typeof cart extends fc.Arbitrary<infer T> ? T : never;

let run = 0;
const paise = (amounts: ReadonlyArray<number>) => amounts.reduce((sum, a) => sum + toPaise(a), 0);

async function checkCart(input: Cart): Promise<void> {
  run += 1;
  const productIds: Record<Group, number> = { ring: 101, buds: 301, watch: 201 };
  for (const group of Object.keys(productIds) as Group[]) {
    await setSalePrice(upstream, productIds[group], input.prices[group]);
  }
  const customer = await checkoutCustomer(gateway);
  for (const size of input.ringSizes) {
    await addToCart(gateway, customer.token, { productId: '101', colorId: '1011', size }, input.ringQuantity);
  }
  if (input.buds > 0) await addToCart(gateway, customer.token, BUDS, input.buds);
  if (input.watch) await addToCart(gateway, customer.token, WATCH);

  // Apply each chosen coupon in turn; the limits refuse some (and repeats are refused as applied).
  const applied: Array<{ productId: string; colorId: string; code: string }> = [];
  const shown: number[] = [];
  for (const group of Object.keys(GROUPS) as Group[]) {
    if (group === 'buds' && input.buds === 0) continue;
    if (group === 'watch' && !input.watch) continue;
    const { productId, colorId, codes } = GROUPS[group];
    for (const [k, choice] of input.coupons[group].entries()) {
      let code: string = codes[choice.index] ?? '';
      if (choice.percent !== null) {
        code = `PF${run}${group.toUpperCase()}${k}`;
        await addCoupon(upstream, { code, percent: choice.percent, productId: Number(productId) });
      }
      const answer = await data(
        gateway,
        ApplyCouponDocument,
        { input: { productId, colorId, code, applied } },
        customer.token,
      );
      if (answer.applyCoupon.coupon) {
        applied.push({ productId, colorId, code });
        shown.push(answer.applyCoupon.coupon.discount.amount);
      } else {
        expect(answer.applyCoupon.userErrors.map((e) => e.code)).toEqual([
          expect.stringMatching(/^(COUPON_CAP|COUPON_DUPLICATE)$/),
        ]);
      }
    }
  }

  const summary = (
    await data(gateway, CheckoutDocument, { input: { coupons: applied, paymentMode: input.mode } }, customer.token)
  ).viewer!.checkout;
  expect(summary.rejectedCoupons).toEqual([]);
  expect(toPaise(summary.couponDiscount.amount)).toBe(paise(shown));
  expect(paise(summary.lines.map((l) => l.couponDiscount.amount))).toBe(paise(shown));
  expect(paise(summary.lines.flatMap((l) => l.coupons.map((c) => c.discount.amount)))).toBe(paise(shown));

  const placed = (
    await data(
      gateway,
      PlaceOrderDocument,
      {
        input: {
          idempotencyKey: randomUUID(),
          deliveryAddressId: customer.addressId,
          paymentMode: input.mode,
          coupons: applied,
          expectedAmountPayable: summary.amountPayable.amount,
        },
      },
      customer.token,
    )
  ).placeOrder;
  expect(placed.userErrors).toEqual([]);
  expect(placed.amountPayable?.amount).toBe(summary.amountPayable.amount);
  const orderId = placed.orderId!;

  const order = (await data(gateway, OrderDocument, { orderId }, customer.token)).viewer!.order!;
  expect(order.couponDiscount.amount).toBe(summary.couponDiscount.amount);
  expect(order.prepaidDiscount.amount).toBe(summary.prepaidDiscount.amount);
  expect(order.total.amount).toBe(summary.amountPayable.amount);
  expect(paise(order.items.map((i) => i.total.amount))).toBe(
    toPaise(order.subtotal.amount) - toPaise(order.couponDiscount.amount),
  );

  const stored = await storedOrder(upstream, orderId);
  expect(toPaise(Number(stored.order.coupon_discount))).toBe(paise(shown));
  expect(paise(stored.items.map((i) => Number(i.line_discount)))).toBe(paise(shown));
  expect(Number(stored.order.amount)).toBe(summary.amountPayable.amount);
  const total = (label: string) => stored.invoice.totals.find((t) => t.label === label)?.amount ?? 0;
  expect(toPaise(-total('Coupon discount'))).toBe(paise(shown));
  expect(total('Total (GST included)')).toBe(summary.amountPayable.amount);
  expect(
    paise(stored.invoice.rows.map((r) => r.amount)) + toPaise(total('Prepaid discount')) + toPaise(total('Shipping')),
  ).toBe(toPaise(summary.amountPayable.amount));
}

describe('one rounding of coupon discounts across the parts (property)', () => {
  it('shows, charges, stores and invoices the same discount and amount to the paisa', async () => {
    await fc.assert(fc.asyncProperty(cart, checkCart), { numRuns: 6, endOnFailure: true });
  }, 120_000);
});

describe("the offer banner's prepaid discount", () => {
  it('is the one the checkout offers and placeOrder deducts', async () => {
    const banners = (await gateway.graphql(OfferBannersDocument, {})).body.data!.offerBanners;
    const prepaid = banners.filter((html) => /prepaid/i.test(html));
    expect(prepaid).toHaveLength(1);
    const figure = Number(/₹([\d,]+(?:\.\d{2})?) off/.exec(prepaid[0]!)?.[1]?.replaceAll(',', ''));

    const customer = await checkoutCustomer(gateway);
    await addToCart(gateway, customer.token, BUDS, 2);
    const summary = (await data(gateway, CheckoutDocument, { input: { paymentMode: 'PREPAID' } }, customer.token))
      .viewer!.checkout;
    expect(summary.prepaidOffer.amount).toBe(figure);
    expect(summary.prepaidDiscount.amount).toBe(figure);
    const placed = (
      await data(
        gateway,
        PlaceOrderDocument,
        {
          input: {
            idempotencyKey: randomUUID(),
            deliveryAddressId: customer.addressId,
            paymentMode: 'PREPAID',
            expectedAmountPayable: summary.amountPayable.amount,
          },
        },
        customer.token,
      )
    ).placeOrder;
    expect(placed.userErrors).toEqual([]);
    expect(placed.amountPayable?.amount).toBe(summary.subtotal.amount - figure);
  });
});
