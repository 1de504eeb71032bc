// Placing orders through the gateway against a real upstream: placeOrder's userErrors in the
// spec's order, a cash-on-delivery order settled at once, prepaid orders paid or cancelled through
// the sandbox gateway on the gateway's own origin (the /payment/* proxy), a double submit, the
// order list and detail, invoices through the /files/* proxy, and the cross-check that the
// gateway's summary figures equal the order upstream recorded.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { setStock } from '../support/database.ts';
import { payThroughSandbox } from '../support/payment-sandbox.ts';
import { useShop } from '../support/shop.ts';
import { BUDS, KAVARATTI, RING, WATCH, addToCart, checkoutCustomer, data } from './checkout-shopper.ts';
import {
  AddAddressDocument,
  CartCountDocument,
  CheckoutDocument,
  OrderDocument,
  OrdersAndPreBookingsDocument,
  OrdersDocument,
  PlaceOrderDocument,
  WatchStockDocument,
  type CheckoutSummaryInput,
  type PlaceOrderInput,
} from './generated/graphql.ts';
import { login } from './shopper.ts';

const { upstream, gateway } = useShop();

beforeAll(async () => {
  for (const line of [
    { color: 1011, size: '8' },
    { color: 3013, size: '' },
    { color: 2011, size: '' },
  ])
    await setStock(upstream, line, 40);
});

const ring15 = { productId: '101', colorId: '1011', code: 'RING15' };

async function ringAndBuds(delivery?: Parameters<typeof checkoutCustomer>[1]) {
  const customer = await checkoutCustomer(gateway, delivery);
  await addToCart(gateway, customer.token, RING);
  await addToCart(gateway, customer.token, BUDS, 2);
  return customer;
}

/** Place Order as one checkout attempt (a fresh idempotency key unless the input names one). */
const place = async (token: string, input: Omit<PlaceOrderInput, 'idempotencyKey'> & { idempotencyKey?: string }) =>
  (await data(gateway, PlaceOrderDocument, { input: { idempotencyKey: randomUUID(), ...input } }, token)).placeOrder;
const order = async (token: string, orderId: string) =>
  (await data(gateway, OrderDocument, { orderId }, token)).viewer!.order;

describe('placeOrder refusals', () => {
  it("answers the spec's messages in the spec's order", async () => {
    const customer = await checkoutCustomer(gateway);
    const errors = async (input: Parameters<typeof place>[1]) => (await place(customer.token, input)).userErrors;
    expect(await errors({})).toEqual([{ field: null, message: 'Cart is empty....', code: 'CART_EMPTY' }]);
    await addToCart(gateway, customer.token, BUDS);
    expect(await errors({ paymentMode: 'PREPAID' })).toEqual([
      {
        field: ['input', 'deliveryAddressId'],
        message: 'Please Select Your Delivery Address.',
        code: 'NO_DELIVERY_ADDRESS',
      },
    ]);
    expect(await errors({ deliveryAddressId: customer.addressId })).toEqual([
      { field: ['input', 'paymentMode'], message: 'Please Select Payment Mode.', code: 'NO_PAYMENT_MODE' },
    ]);
    const far = await data(gateway, AddAddressDocument, { input: { shipping: KAVARATTI } }, customer.token);
    expect(
      await errors({ deliveryAddressId: far.addAddress.deliveryAddress!.id, paymentMode: 'CASH_ON_DELIVERY' }),
    ).toEqual([
      {
        field: null,
        message: 'Some Products in your cart are not deliverable at selected delivery Pincode.Please Check.',
        code: 'NOT_DELIVERABLE',
      },
    ]);
  });

  it('refuses coupons that do not apply and a changed amount', async () => {
    const customer = await ringAndBuds();
    const base = { deliveryAddressId: customer.addressId, paymentMode: 'CASH_ON_DELIVERY' } as const;
    expect(
      (
        await place(customer.token, {
          ...base,
          coupons: [ring15, { productId: '301', colorId: '3013', code: 'BUDS10' }],
        })
      ).userErrors,
    ).toEqual([{ field: ['input', 'coupons', '1', 'code'], message: 'Invalid Coupon Code', code: 'COUPON_INVALID' }]);
    expect((await place(customer.token, { ...base, expectedAmountPayable: 25000 })).userErrors).toEqual([
      {
        field: ['input', 'expectedAmountPayable'],
        message: 'The prices in your cart have changed. Please review your order.',
        code: 'PRICE_CHANGED',
      },
    ]);
    expect((await data(gateway, OrdersDocument, {}, customer.token)).viewer!.orders).toEqual([]);
  });

  it('needs a customer', async () => {
    const { body } = await gateway.graphql(PlaceOrderDocument, { input: { idempotencyKey: randomUUID() } });
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('a cash-on-delivery order', () => {
  it('is placed at once with the figures the summary showed (upstream records the same)', async () => {
    const customer = await ringAndBuds();
    const input: CheckoutSummaryInput = {
      coupons: [ring15],
      paymentMode: 'CASH_ON_DELIVERY',
      deliveryAddressId: customer.addressId,
    };
    const summary = (await data(gateway, CheckoutDocument, { input }, customer.token)).viewer!.checkout;
    // 25094 - 2699.85 = 22394.15
    expect(summary.amountPayable.amount).toBe(22394.15);
    const placed = await place(customer.token, { ...input, expectedAmountPayable: summary.amountPayable.amount });
    expect(placed).toMatchObject({
      settled: true,
      paymentRedirect: null,
      amountPayable: { amount: 22394.15 },
      userErrors: [],
    });
    expect(placed.confirmationPath).toBe(`/orderconfirmation/${placed.orderId}`);

    const recorded = (await order(customer.token, placed.orderId!))!;
    // The cross-check: the gateway's rules and upstream's record agree to the paisa.
    expect(recorded.total.amount).toBe(summary.amountPayable.amount);
    expect(recorded.subtotal.amount).toBe(summary.subtotal.amount);
    expect(recorded.couponDiscount.amount).toBe(summary.couponDiscount.amount);
    expect(recorded.prepaidDiscount.amount).toBe(summary.prepaidDiscount.amount);
    expect(recorded.gst).toEqual(summary.gst);
    expect(recorded).toMatchObject({
      status: 'Success',
      isSuccess: true,
      paymentMode: 'CASH_ON_DELIVERY',
      customerName: 'Test Shopper',
      deliveryDays: '2-4 Days',
      shippingAddress: { city: 'Bengaluru', state: 'Karnataka', pincode: '560001' },
      invoiceLabel: 'Download Invoice',
    });
    expect(recorded.items.map((i) => [i.model, i.units, i.isOfferProduct, i.couponCode, i.total.amount])).toEqual([
      ['AR-300', 1, false, 'RING15', 15299.15], // 17999 less 15 %
      ['AR-DOCK', 1, true, null, 499],
      ['NB-200', 2, false, null, 5998],
      [expect.any(String), 2, true, null, 598],
    ]);
    expect((await data(gateway, CartCountDocument, {}, customer.token)).cart.count).toBe(0);
  });

  it('is listed with its invoice, which the /files proxy serves as a PDF', async () => {
    const customer = await ringAndBuds();
    const placed = await place(customer.token, {
      paymentMode: 'CASH_ON_DELIVERY',
      deliveryAddressId: customer.addressId,
    });
    const { orders } = (await data(gateway, OrdersDocument, {}, customer.token)).viewer!;
    expect(orders).toEqual([
      {
        orderId: placed.orderId,
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        status: 'Success',
        isCancelled: false,
        total: { amount: 25094, currencyCode: 'INR', formatted: '₹25,094' },
        invoiceUrl: expect.stringMatching(/^\/files\/invoices\/LUM\d{10}\.pdf\?expires=/),
        invoiceLabel: 'Download Invoice',
      },
    ]);
    const pdf = await fetch(`${gateway.url}${orders[0]!.invoiceUrl}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('is made once when one checkout attempt is submitted twice at the same time', async () => {
    const customer = await ringAndBuds();
    const input: PlaceOrderInput = {
      paymentMode: 'CASH_ON_DELIVERY',
      deliveryAddressId: customer.addressId,
      coupons: [ring15],
      idempotencyKey: randomUUID(),
    };
    const [first, second] = await Promise.all([place(customer.token, input), place(customer.token, input)]);
    expect(first.userErrors).toEqual([]);
    expect(second.userErrors).toEqual([]);
    expect(second.orderId).toBe(first.orderId);
    expect((await data(gateway, OrdersDocument, {}, customer.token)).viewer!.orders).toHaveLength(1);
  });
});

describe('a prepaid order', () => {
  it('is paid through the sandbox gateway on the shop origin and becomes Success', async () => {
    const customer = await ringAndBuds();
    const input: CheckoutSummaryInput = {
      coupons: [ring15],
      paymentMode: 'PREPAID',
      deliveryAddressId: customer.addressId,
    };
    const summary = (await data(gateway, CheckoutDocument, { input }, customer.token)).viewer!.checkout;
    const placed = await place(customer.token, { ...input, expectedAmountPayable: summary.amountPayable.amount });
    // 25094 - 2699.85 - 100 = 22294.15
    expect(placed).toMatchObject({ settled: false, amountPayable: { amount: 22294.15 }, userErrors: [] });
    const redirect = placed.paymentRedirect!;
    expect(redirect.url).toBe('/payment/transaction?command=initiateTransaction');
    expect(redirect.method).toBe('POST');
    expect(redirect.fields.map((field) => field.name)).toEqual(['encRequest', 'access_code']);
    expect((await data(gateway, OrdersDocument, {}, customer.token)).viewer!.orders).toEqual([]);

    const paid = await payThroughSandbox(gateway.url, redirect, 'pay');
    expect(paid.paymentPage).toContain('INR 22294.15');
    expect(paid.status).toBe(303);
    expect(new URL(paid.location ?? '').pathname).toBe(`/orderconfirmation/${placed.orderId}`);
    const recorded = (await order(customer.token, placed.orderId!))!;
    expect(recorded).toMatchObject({
      status: 'Success',
      isSuccess: true,
      paymentMode: 'PREPAID',
      total: { amount: summary.amountPayable.amount },
    });
    expect(recorded.gst).toEqual(summary.gst);
    expect((await data(gateway, CartCountDocument, {}, customer.token)).cart.count).toBe(0);
  });

  it('is cancelled through Cancel: the Order Cancelled details, the stock back, the cart kept', async () => {
    const customer = await checkoutCustomer(gateway);
    await addToCart(gateway, customer.token, WATCH, 2);
    const stock = async () =>
      (await gateway.graphql(WatchStockDocument)).body.data!.product!.colors.find((c) => c.id === '2011')!.stock;
    const before = await stock();
    const placed = await place(customer.token, { paymentMode: 'PREPAID', deliveryAddressId: customer.addressId });
    expect(await stock()).toBe(before - 2);
    const cancelled = await payThroughSandbox(gateway.url, placed.paymentRedirect!, 'cancel');
    expect(cancelled.status).toBe(303);
    expect(await stock()).toBe(before);
    expect(await order(customer.token, placed.orderId!)).toMatchObject({
      orderId: placed.orderId,
      status: 'Cancelled',
      isSuccess: false,
      customerName: 'Test Shopper',
      contactEmail: 'shopper@example.com',
      supportEmail: 'care@lumen.example',
      invoiceUrl: null,
      invoiceLabel: 'Yet to Generate Invoice',
    });
    expect((await data(gateway, OrdersDocument, {}, customer.token)).viewer!.orders).toMatchObject([
      {
        orderId: placed.orderId,
        status: 'Cancelled',
        isCancelled: true,
        invoiceUrl: null,
        invoiceLabel: 'Yet to Generate Invoice',
      },
    ]);
    expect((await data(gateway, CartCountDocument, {}, customer.token)).cart.count).toBe(2);
  });
});

describe('orders of others and pre-bookings', () => {
  it("answers null for another customer's order and an unknown one", async () => {
    const customer = await checkoutCustomer(gateway);
    expect(await order(customer.token, 'LUM2512050002')).toBeNull();
    expect(await order(customer.token, 'nothing')).toBeNull();
    const aarav = await login(gateway, 'aarav@example.com', 'Shop@1234');
    expect(await order(aarav, 'lum2512050002')).toMatchObject({
      orderId: 'LUM2512050002',
      status: 'Success',
      date: '2025-12-05',
    });
  });

  it("lists Aarav's seeded orders and pre-bookings", async () => {
    const aarav = await login(gateway, 'aarav@example.com', 'Shop@1234');
    const { viewer } = await data(gateway, OrdersAndPreBookingsDocument, {}, aarav);
    expect(viewer!.orders).toEqual([
      {
        orderId: 'LUM2512050002',
        date: '2025-12-05',
        status: 'Success',
        total: { amount: 5398.2 },
        invoiceLabel: 'Download Invoice',
      },
      {
        orderId: 'LUM2510180001',
        date: '2025-10-18',
        status: 'Success',
        total: { amount: 18498 },
        invoiceLabel: 'Download Invoice',
      },
    ]);
    expect(viewer!.preBookings).toEqual([
      {
        bookingNumber: 'PB2602100001',
        productName: 'Aura Ring Gen 4',
        model: 'AR-400',
        colorName: 'Midnight Black',
        bookedOn: '2026-02-10',
        amountPaid: { formatted: '₹999' },
        status: 'Confirmed',
        expectedDispatch: 'March 2027',
      },
    ]);
  });
});
