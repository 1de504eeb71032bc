// Stock and idempotency through the gateway against a real upstream: a line is held to the stock of
// its colour and size (STOCK_CAPPED with the cart changed, STOCK_LIMIT unchanged, maxQuantity and
// unitsLeft per line), one idempotency key per checkout attempt (ten submits at once make one
// order; the same key with another request is a conflict; two attempts on the same cart make two
// orders), and Place Order refusing a cart holding more than is left, with the cart capped.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { setStock } from '../support/database.ts';
import { useShop } from '../support/shop.ts';
import { BUDS, RING, addToCart, checkoutCustomer, data } from './checkout-shopper.ts';
import {
  OrdersDocument,
  PlaceOrderDocument,
  StockAddToCartDocument,
  StockCartDocument,
  StockIncreaseDocument,
  type PlaceOrderInput,
} from './generated/graphql.ts';

const { upstream, gateway } = useShop();
const RING_STOCK = { color: 1011, size: '8' };
const BUDS_STOCK = { color: 3013, size: '' };

afterEach(async () => {
  await setStock(upstream, RING_STOCK, 40);
  await setStock(upstream, BUDS_STOCK, 40);
});

const place = async (token: string, input: PlaceOrderInput) =>
  (await data(gateway, PlaceOrderDocument, { input }, token)).placeOrder;
const ordersOf = async (token: string) => (await data(gateway, OrdersDocument, {}, token)).viewer!.orders;
const cartOf = async (token: string) => (await data(gateway, StockCartDocument, {}, token)).cart.lines;

describe('the cart against the stock', () => {
  it("keeps a line at what is left when 'Only 2 left' and 5 are asked for, and says so", async () => {
    await setStock(upstream, RING_STOCK, 2);
    const { token } = await checkoutCustomer(gateway);
    const added = (await data(gateway, StockAddToCartDocument, { input: { ...RING, quantity: 5 } }, token)).addToCart;
    expect(added.userErrors).toEqual([
      { field: ['input', 'quantity'], message: 'Only 2 left in stock. Your cart now has 2.', code: 'STOCK_CAPPED' },
    ]);
    expect(added.cart!.lines).toEqual([{ id: '101-1011-8-0-151', quantity: 2, maxQuantity: 2, unitsLeft: 2 }]);
    const more = (await data(gateway, StockIncreaseDocument, { input: RING }, token)).increaseCartLine;
    expect(more.userErrors).toEqual([
      {
        field: ['input'],
        message: 'Only 2 left in stock, and all of them are in your cart.',
        code: 'STOCK_LIMIT',
      },
    ]);
    expect(more.cart!.lines).toEqual([{ id: '101-1011-8-0-151', quantity: 2, maxQuantity: 2 }]);
  });

  it('offers at most 5 per line when plenty are left', async () => {
    const { token } = await checkoutCustomer(gateway);
    await addToCart(gateway, token, BUDS, 1);
    expect(await cartOf(token)).toEqual([{ id: '301-3013--0-352', quantity: 1, maxQuantity: 5, unitsLeft: 40 }]);
  });
});

describe('one idempotency key per checkout attempt', () => {
  it('makes one order of ten submits of one attempt at once', async () => {
    const customer = await checkoutCustomer(gateway);
    await addToCart(gateway, customer.token, BUDS, 2);
    const input = {
      deliveryAddressId: customer.addressId,
      paymentMode: 'CASH_ON_DELIVERY',
      idempotencyKey: randomUUID(),
    } as const;
    const placed = await Promise.all(Array.from({ length: 10 }, () => place(customer.token, input)));
    expect(placed.map((p) => p.userErrors)).toEqual(Array(10).fill([]));
    expect(new Set(placed.map((p) => p.orderId)).size).toBe(1);
    expect(await ordersOf(customer.token)).toHaveLength(1);
  });

  it('orders the same cart twice when the shopper means it, and refuses a key reused for another order', async () => {
    const customer = await checkoutCustomer(gateway);
    const input = { deliveryAddressId: customer.addressId, paymentMode: 'CASH_ON_DELIVERY' } as const;
    await addToCart(gateway, customer.token, BUDS, 2);
    const key = randomUUID();
    const first = await place(customer.token, { ...input, idempotencyKey: key });
    await addToCart(gateway, customer.token, BUDS, 2);
    const second = await place(customer.token, { ...input, idempotencyKey: randomUUID() });
    expect(second.userErrors).toEqual([]);
    expect(second.orderId).not.toBe(first.orderId);
    await addToCart(gateway, customer.token, RING, 1);
    const reused = await place(customer.token, { ...input, idempotencyKey: key });
    expect(reused.orderId).toBeNull();
    expect(reused.userErrors.map((e) => e.code)).toEqual(['IDEMPOTENCY_CONFLICT']);
    expect(await ordersOf(customer.token)).toHaveLength(2);
  });

  it('refuses a key that is not one (a client bug), without placing anything', async () => {
    const customer = await checkoutCustomer(gateway);
    await addToCart(gateway, customer.token, BUDS, 1);
    const { body } = await gateway.graphql(
      PlaceOrderDocument,
      {
        input: { deliveryAddressId: customer.addressId, paymentMode: 'CASH_ON_DELIVERY', idempotencyKey: 'no spaces!' },
      },
      { token: customer.token },
    );
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await ordersOf(customer.token)).toEqual([]);
  });
});

describe('Place Order against the stock', () => {
  it('refuses a cart holding more than is left, names the line and keeps it at what is left', async () => {
    const customer = await checkoutCustomer(gateway);
    await addToCart(gateway, customer.token, BUDS, 3);
    await setStock(upstream, BUDS_STOCK, 2);
    const input = {
      deliveryAddressId: customer.addressId,
      paymentMode: 'CASH_ON_DELIVERY',
      idempotencyKey: randomUUID(),
    } as const;
    const refused = await place(customer.token, input);
    expect(refused).toMatchObject({ orderId: null, settled: false });
    expect(refused.userErrors).toEqual([
      {
        field: null,
        message: 'Sorry, only 2 of Nimbus Buds 2 (Ocean Blue) are left. Your cart now has 2; please review your order.',
        code: 'OUT_OF_STOCK',
      },
    ]);
    expect(await cartOf(customer.token)).toEqual([
      { id: '301-3013--0-352', quantity: 2, maxQuantity: 2, unitsLeft: 2 },
    ]);
    const placed = await place(customer.token, { ...input, idempotencyKey: randomUUID() });
    expect(placed.userErrors).toEqual([]);
  });
});
