import { describe, expect, it } from 'vitest';
import type { GatewayContext } from '../../context.ts';
import { CART, requestContext } from './checkout-test-context.ts';
import type { CreateOrderRequest } from './client.ts';
import type { PlaceOrderPayload } from './models.ts';
import { OrderMutation, orderRefusal } from './order-mutations.ts';
import { checkoutSummary } from './summary.ts';

const refusal = (code: string | null, message: string | null = null) => ({
  notFound: false,
  code,
  message,
  field: null,
});

describe('orderRefusal', () => {
  it("answers upstream's refusals with the checkout's messages, on the input field they are about", () => {
    expect(orderRefusal(refusal('NO_PAYMENT_MODE', 'x'))).toEqual({
      field: ['input', 'paymentMode'],
      message: 'Please Select Payment Mode.',
      code: 'NO_PAYMENT_MODE',
    });
    expect(orderRefusal(refusal('ADDRESS_NOT_FOUND'))).toMatchObject({
      field: ['input', 'deliveryAddressId'],
      code: 'NO_DELIVERY_ADDRESS',
    });
    expect(orderRefusal(refusal('COUPON_NOT_IN_CART'))).toEqual({
      field: ['input', 'coupons'],
      message: 'Product not found in cart',
      code: 'PRODUCT_NOT_IN_CART',
    });
  });

  it('reads a figure upstream does not agree with as a changed price', () => {
    expect(orderRefusal(refusal('DISCOUNT_MISMATCH')).code).toBe('PRICE_CHANGED');
    expect(orderRefusal(refusal('AMOUNT_MISMATCH')).code).toBe('PRICE_CHANGED');
  });

  it("keeps upstream's message for stock and for codes it does not know, and words a bare failure", () => {
    expect(orderRefusal(refusal('OUT_OF_STOCK', 'Sorry, Aura Ring (Black, size 8) is out of stock.'))).toEqual({
      field: null,
      message: 'Sorry, Aura Ring (Black, size 8) is out of stock.',
      code: 'OUT_OF_STOCK',
    });
    expect(orderRefusal(refusal('GST_INVALID', 'Please enter a valid GST number.'))).toEqual({
      field: null,
      message: 'Please enter a valid GST number.',
      code: 'GST_INVALID',
    });
    expect(orderRefusal(refusal(null))).toEqual({
      field: null,
      message: 'Your order could not be placed. Please try again.',
      code: 'ORDER_FAILED',
    });
  });
});

type Resolve<T> = (parent: unknown, args: { input: unknown }, context: GatewayContext) => Promise<T>;
const placeOrder = OrderMutation.placeOrder as unknown as Resolve<PlaceOrderPayload>;
const applyCoupon = OrderMutation.applyCoupon as unknown as Resolve<{
  coupon: { code: string; discount: { amount: number } } | null;
  userErrors: unknown[];
}>;

const RING15 = { productId: '101', colorId: '1011', code: 'RING15' };
const AUDIO10 = { productId: '301', colorId: '3013', code: 'AUDIO10' };
const ordered = (request: CreateOrderRequest) => ({
  kind: 'ok',
  value: { orderId: 'LUM2501010001', settled: true, amount: request.amount, paymentRedirect: null },
});

describe('placeOrder', () => {
  it('sends upstream the figures the summary showed, read from the one priced checkout of the request', async () => {
    const { context, calls, orders } = requestContext(CART, ordered);
    const choices = { paymentMode: 'PREPAID', deliveryAddressId: 8 } as const;
    const summary = await checkoutSummary(context, 't', {
      ...choices,
      coupons: [RING15, AUDIO10].map((c) => ({ ...c, productId: Number(c.productId), colorId: Number(c.colorId) })),
    });
    expect(summary.amountPayable.amount).toBe(21694.35);
    const placed = await placeOrder(
      {},
      {
        input: {
          ...choices,
          deliveryAddressId: '8',
          coupons: [RING15, AUDIO10],
          expectedAmountPayable: 21694.35,
          idempotencyKey: 'attempt-0001',
        },
      },
      context,
    );
    expect(placed).toMatchObject({ orderId: 'LUM2501010001', amountPayable: { amount: 21694.35 }, userErrors: [] });
    expect(orders).toEqual([
      {
        addressId: 8,
        paymentMode: 'PREPAID',
        coupons: [
          { code: 'RING15', productId: 101, colorId: 1011, discount: 2699.85 },
          { code: 'AUDIO10', productId: 301, colorId: 3013, discount: 599.8 },
        ],
        discount: summary.couponDiscount.amount,
        amount: summary.amountPayable.amount,
        gst: null,
        cartLines: [
          { id: '101-1011--0', quantity: 1 },
          { id: '301-3013--0', quantity: 2 },
        ],
        referralToken: null,
      },
    ]);
    // Every upstream read once: the summary and placeOrder read the same answer.
    expect([...calls].sort()).toEqual([
      'addresses',
      'cart',
      'coupon AUDIO10@301',
      'coupon RING15@101',
      'createOrder',
      'delivery 8',
      'pincode 560001',
      'prepaidOffer',
    ]);
  });

  it("answers upstream's refusal of a total that differs from the one shown as PRICE_CHANGED, not an error", async () => {
    const { context } = requestContext(CART, () => ({
      kind: 'refused',
      refusal: {
        notFound: false,
        code: 'AMOUNT_MISMATCH',
        message: 'The amount payable has changed. Please review your order.',
        field: 'amount',
      },
    }));
    const placed = await placeOrder(
      {},
      {
        input: {
          paymentMode: 'CASH_ON_DELIVERY',
          deliveryAddressId: '8',
          expectedAmountPayable: 25094,
          idempotencyKey: 'attempt-0002',
        },
      },
      context,
    );
    expect(placed).toEqual({
      orderId: null,
      settled: false,
      confirmationPath: null,
      paymentRedirect: null,
      amountPayable: null,
      userErrors: [
        {
          field: null,
          message: 'The prices in your cart have changed. Please review your order.',
          code: 'PRICE_CHANGED',
        },
      ],
    });
  });

  it('refuses a changed amount and coupons that do not apply before asking upstream', async () => {
    const { context, orders } = requestContext(CART, ordered);
    const input = { paymentMode: 'CASH_ON_DELIVERY', deliveryAddressId: '8', idempotencyKey: 'attempt-0003' };
    expect((await placeOrder({}, { input: { ...input, expectedAmountPayable: 25000 } }, context)).userErrors).toEqual([
      {
        field: ['input', 'expectedAmountPayable'],
        message: 'The prices in your cart have changed. Please review your order.',
        code: 'PRICE_CHANGED',
      },
    ]);
    expect(
      (await placeOrder({}, { input: { ...input, coupons: [RING15, { ...AUDIO10, code: 'NOPE' }] } }, context))
        .userErrors,
    ).toEqual([{ field: ['input', 'coupons', '1', 'code'], message: 'Invalid Coupon Code', code: 'COUPON_INVALID' }]);
    expect(orders).toEqual([]);
  });
});

describe('applyCoupon', () => {
  it('answers the coupon as the figures with it applied price it, and the limits refuse one', async () => {
    const { context } = requestContext();
    const accepted = await applyCoupon({}, { input: { ...AUDIO10, code: ' audio10', applied: [RING15] } }, context);
    expect(accepted).toMatchObject({ coupon: { code: 'AUDIO10', discount: { amount: 599.8 } }, userErrors: [] });
    const capped = await applyCoupon({}, { input: { ...RING15, code: 'STACK40', applied: [RING15] } }, context);
    expect(capped).toEqual({
      coupon: null,
      userErrors: [
        {
          field: ['input', 'code'],
          message: 'Coupon STACK40 cannot be applied: coupons can take at most 50% off one product.',
          code: 'COUPON_CAP',
        },
      ],
    });
    const again = await applyCoupon({}, { input: { ...RING15, code: 'ring15', applied: [RING15] } }, context);
    expect(again.userErrors).toEqual([
      { field: ['input', 'code'], message: 'Coupon Code Already Applied.', code: 'COUPON_DUPLICATE' },
    ]);
  });
});
