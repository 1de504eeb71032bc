// The cart against stock per colour and size: an add past the stock keeps the line at what is left
// (409 STOCK_CAPPED, cart changed, the message says how many), a line holding all that is left
// cannot grow (409 STOCK_LIMIT), lines of one colour and size with different straps share the
// stock, each line reports the units left for it, and a merge after login is capped by stock too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setStock as setStockOf } from '../support/database.ts';
import { startUpstream, type RunningUpstream } from '../support/upstream.ts';
import { CartAnswer, MergeAnswer } from './account-contract.ts';
import { authedPost, expectRefusal, freshCustomer } from './account-helpers.ts';

let upstream: RunningUpstream;
let api: string;

beforeAll(async () => {
  upstream = await startUpstream();
  api = `${upstream.url}/api`;
});
afterAll(() => upstream?.close());

/** Sets the units left of a colour and size ('' for unsized products), as a stock count would. */
function setStock(colorId: number, size: string, stock: number): Promise<void> {
  return setStockOf(upstream, { color: colorId, size }, stock);
}

interface Line {
  pid: number;
  color: number;
  size?: string;
  strap?: number;
}
const query = (l: Line, quantity?: number) =>
  `P_ID=${l.pid}&SELECTED_COLOR=${l.color}&size=${encodeURIComponent(l.size ?? '')}&selectedColorStrap=${l.strap ?? 0}${quantity === undefined ? '' : `&Quantity=${quantity}`}`;
const add = (token: string, l: Line, quantity: number) =>
  authedPost(`${api}/Checkout/Items_In_cart?${query(l, quantity)}`, token);
const increase = (token: string, l: Line) => authedPost(`${api}/Checkout/ItemRemoveIncrease?${query(l, 1)}`, token);
const list = async (token: string) => CartAnswer.parse((await authedPost(`${api}/Checkout/CartItemsList`, token)).body);
const held = async (token: string) =>
  Object.fromEntries((await list(token)).map((i) => [i.id, { quantity: i.quantity, stock: i.stock }]));

const RING: Line = { pid: 101, color: 1011, size: '10' };
const WATCH: Line = { pid: 201, color: 2011 };

describe('adding past the stock', () => {
  it("keeps the line at what is left when 'Only 2 left' and 5 are asked for, and says so", async () => {
    await setStock(RING.color, RING.size!, 2);
    const { token } = await freshCustomer(api, 'stock-cap');
    await expectRefusal(add(token, RING, 5), 409, 'Only 2 left in stock. Your cart now has 2.', 'STOCK_CAPPED');
    expect(await held(token)).toEqual({ '101-1011-10-0': { quantity: 2, stock: 2 } });
  });

  it('refuses to grow a line that holds all that is left, by add or by plus, and changes nothing', async () => {
    await setStock(RING.color, RING.size!, 2);
    const { token } = await freshCustomer(api, 'stock-full');
    expect((await add(token, RING, 2)).status).toBe(200);
    const message = 'Only 2 left in stock, and all of them are in your cart.';
    await expectRefusal(add(token, RING, 1), 409, message, 'STOCK_LIMIT');
    await expectRefusal(increase(token, RING), 409, message, 'STOCK_LIMIT');
    expect(await held(token)).toEqual({ '101-1011-10-0': { quantity: 2, stock: 2 } });
  });

  it('shares the stock of a colour and size between lines with different straps', async () => {
    await setStock(WATCH.color, '', 3);
    const { token } = await freshCustomer(api, 'stock-straps');
    expect((await add(token, { ...WATCH, strap: 2 }, 2)).status).toBe(200);
    await expectRefusal(
      add(token, { ...WATCH, strap: 3 }, 2),
      409,
      'Only 1 left in stock. Your cart now has 1.',
      'STOCK_CAPPED',
    );
    expect(await held(token)).toEqual({
      '201-2011--2': { quantity: 2, stock: 2 },
      '201-2011--3': { quantity: 1, stock: 1 },
    });
  });

  it('answers OUT OF STOCK when none is left', async () => {
    await setStock(RING.color, RING.size!, 0);
    const { token } = await freshCustomer(api, 'stock-none');
    await expectRefusal(add(token, RING, 1), 409, 'OUT OF STOCK', 'OUT_OF_STOCK');
    expect(await list(token)).toEqual([]);
  });
});

describe('merging a local cart after login', () => {
  it('caps each line at the stock left and reports it; a line with none left is not added', async () => {
    await setStock(RING.color, RING.size!, 3);
    await setStock(1012, '13', 0);
    const { token } = await freshCustomer(api, 'stock-merge');
    const answer = await authedPost(`${api}/Checkout/insert-cart-items`, token, [
      { pid: 101, color_id: 1011, quantity: 5, selectedSize: '10' },
      { pid: 101, color_id: 1012, quantity: 1, selectedSize: '13' },
    ]);
    expect(answer.status, answer.text).toBe(200);
    const { items, capped } = MergeAnswer.parse(answer.body);
    expect(items.map((i) => [i.id, i.quantity, i.stock])).toEqual([['101-1011-10-0', 3, 3]]);
    expect(capped).toEqual([
      { pid: 101, name: 'Aura Ring Gen 3', requested: 5, kept: 3 },
      { pid: 101, name: 'Aura Ring Gen 3', requested: 1, kept: 0 },
    ]);
  });
});
