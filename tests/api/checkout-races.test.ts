// CreateOrderNew under concurrency and repetition: Idempotency-Key as Stripe has it (the same key
// and request answer one order, even for ten submits at once; the same key with another request is
// a conflict; without a key each request is an intended order), the cart the client priced
// (cart_lines) must be the cart ordered, and stock: the last unit goes to exactly one of ten buyers,
// stock never goes below zero, and a line holding more than is left refuses the order and is capped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setStock } from '../support/database.ts';
import { startUpstream, type RunningUpstream } from '../support/upstream.ts';
import { expectRefusal } from './account-helpers.ts';
import { OrderCreated, OrderRows } from './checkout-contract.ts';
import { BUDS, RING, WATCH, addLine, cartIds, createOrder, orderRows, shopper, stockOf } from './checkout-helpers.ts';

let upstream: RunningUpstream;
let api: string;

beforeAll(async () => {
  upstream = await startUpstream();
  api = `${upstream.url}/api`;
  for (const line of [RING, BUDS, WATCH]) await setStock(upstream, line, 40);
});
afterAll(() => upstream?.close());

// The ring (17999, offer dock 499) and two Nimbus Buds 2 (2999 each, offer product 299 each): 25094.
async function ringAndBuds(tag: string) {
  const customer = await shopper(api, tag);
  await addLine(api, customer.token, RING);
  await addLine(api, customer.token, BUDS, 2);
  return customer;
}
const CART = [
  { id: '101-1011-8-0-151', quantity: 1 },
  { id: '301-3013--0-352', quantity: 2 },
];
const ordersOf = async (token: string) => OrderRows.parse((await orderRows(api, token)).body);

describe('one Idempotency-Key per checkout attempt', () => {
  it('makes one order of ten concurrent submits with one key, and answers each with it', async () => {
    const customer = await ringAndBuds('ten-submits');
    const stock = await stockOf(api, BUDS);
    const body = { id: customer.addressId, paytype: 2, discount: 0, amount: 25094, cart_lines: CART };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => createOrder(api, customer.token, body, 'attempt-0001-abcdef')),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const ids = new Set(answers.map((a) => OrderCreated.parse(a.body).order_id));
    expect(ids.size).toBe(1);
    expect(await ordersOf(customer.token)).toHaveLength(1);
    expect(await stockOf(api, BUDS)).toBe(stock - 2);
  });

  it('answers 409 IDEMPOTENCY_CONFLICT to the same key with another request, and orders nothing', async () => {
    const customer = await ringAndBuds('conflict');
    const body = { id: customer.addressId, paytype: 2, discount: 0, amount: 25094, cart_lines: CART };
    const first = OrderCreated.parse((await createOrder(api, customer.token, body, 'attempt-0002-abcdef')).body);
    const conflict = 'This Idempotency-Key was already used for a different order request.';
    // Another cart under the same key: the buds alone.
    await addLine(api, customer.token, BUDS, 2);
    await expectRefusal(
      createOrder(api, customer.token, { ...body, amount: 6596, cart_lines: [CART[1]!] }, 'attempt-0002-abcdef'),
      409,
      conflict,
      'IDEMPOTENCY_CONFLICT',
    );
    await expectRefusal(
      createOrder(api, customer.token, { ...body, paytype: 1, amount: 24994 }, 'attempt-0002-abcdef'),
      409,
      conflict,
      'IDEMPOTENCY_CONFLICT',
    );
    expect((await ordersOf(customer.token)).map((o) => o.order_id_new)).toEqual([first.order_id]);
  });

  it('orders the same cart twice when the shopper means it (two keys), each order its own', async () => {
    const customer = await ringAndBuds('twice');
    const body = { id: customer.addressId, paytype: 2, discount: 0, amount: 25094, cart_lines: CART };
    const first = OrderCreated.parse((await createOrder(api, customer.token, body, 'attempt-0003-first1')).body);
    await addLine(api, customer.token, RING);
    await addLine(api, customer.token, BUDS, 2);
    const second = OrderCreated.parse((await createOrder(api, customer.token, body, 'attempt-0003-second')).body);
    expect(second.order_id).not.toBe(first.order_id);
    expect(await ordersOf(customer.token)).toHaveLength(2);
  });

  it('treats requests without a key as intended orders: the same cart again is a new order', async () => {
    const customer = await ringAndBuds('no-key');
    const body = { id: customer.addressId, paytype: 2, discount: 0 };
    const first = OrderCreated.parse((await createOrder(api, customer.token, body)).body);
    await addLine(api, customer.token, RING);
    await addLine(api, customer.token, BUDS, 2);
    const second = OrderCreated.parse((await createOrder(api, customer.token, body)).body);
    expect(second.order_id).not.toBe(first.order_id);
    expect(await ordersOf(customer.token)).toHaveLength(2);
  });

  it('refuses an order whose cart is not the one the client priced (409 CART_CHANGED)', async () => {
    const customer = await ringAndBuds('cart-changed');
    await expectRefusal(
      createOrder(api, customer.token, {
        id: customer.addressId,
        paytype: 2,
        discount: 0,
        cart_lines: [CART[0]!],
      }),
      409,
      'Your cart has changed. Please review your order.',
      'CART_CHANGED',
    );
    expect(await ordersOf(customer.token)).toEqual([]);
  });
});

describe('stock at Place Order', () => {
  it('gives the last unit to exactly one of ten buyers ordering at once; stock never goes below zero', async () => {
    const buyers = await Promise.all(Array.from({ length: 10 }, (_, i) => shopper(api, `last-unit-${i}`)));
    for (const b of buyers) await addLine(api, b.token, WATCH);
    await setStock(upstream, WATCH, 1);
    const answers = await Promise.all(
      buyers.map((b, i) =>
        createOrder(api, b.token, { id: b.addressId, paytype: 2, discount: 0 }, `last-unit-key-${i}`),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    for (const lost of answers.filter((a) => a.status === 409))
      expect(lost.body).toMatchObject({
        code: 'OUT_OF_STOCK',
        message: 'Sorry, Vertex Watch 5 (Midnight Black) is out of stock. It has been removed from your cart.',
      });
    expect(await stockOf(api, WATCH)).toBe(0);
    const orders = (await Promise.all(buyers.map((b) => ordersOf(b.token)))).flat();
    expect(orders).toHaveLength(1);
    await setStock(upstream, WATCH, 40);
  });

  it('refuses an order for more than is left, keeps the line at what is left, and orders after review', async () => {
    const customer = await ringAndBuds('short');
    await setStock(upstream, BUDS, 1);
    await expectRefusal(
      createOrder(api, customer.token, { id: customer.addressId, paytype: 2, discount: 0 }),
      409,
      'Sorry, only 1 of Nimbus Buds 2 (Ocean Blue) is left. Your cart now has 1; please review your order.',
      'OUT_OF_STOCK',
    );
    expect(await cartIds(api, customer.token)).toEqual(['101-1011-8-0-151x1', '301-3013--0-352x1']);
    expect(await stockOf(api, BUDS)).toBe(1);
    const placed = await createOrder(api, customer.token, { id: customer.addressId, paytype: 2, discount: 0 });
    expect(placed.status, placed.text).toBe(200);
    expect(await stockOf(api, BUDS)).toBe(0);
    await setStock(upstream, BUDS, 40);
  });
});
