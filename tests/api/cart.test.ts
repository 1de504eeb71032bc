// Contract of the server cart (bearer) and of guest-cart pricing: add and merge up to 5, stock,
// increase and decrease limits, remove, merging a local cart after login with capping, prices
// from the catalog only, offer products only when chosen with the line, and no customer seeing
// another's cart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTestDb } from '../support/database.ts';
import { startUpstream, type RunningUpstream } from '../support/upstream.ts';
import { CartAnswer, MergeAnswer, type CartItem } from './account-contract.ts';
import { AARAV, authed, authedPost, expectRefusal, freshCustomer, login } from './account-helpers.ts';
import { ProductFull } from './contract.ts';
import { getOk, postJson } from './http.ts';

const MAX = 'Max 5 items Allowed';
let upstream: RunningUpstream;
let api: string;
const salePrice = new Map<number, { price: number; offers: Array<{ product_id: number; price: number }> }>();

beforeAll(async () => {
  upstream = await startUpstream();
  api = `${upstream.url}/api`;
  for (const model of ['AR-300', 'VW-500', 'NB-200']) {
    const [product] = await getOk(`${api}/Product/Product_details_Modal?modal=${model}`, ProductFull.array());
    salePrice.set(product!.product_id, {
      price: product!.sale_Price,
      offers: product!.offerProduct.map((o) => ({ product_id: o.product_id, price: o.price })),
    });
  }
});
afterAll(() => upstream?.close());

interface Line {
  pid: number;
  color: number;
  size?: string;
  strap?: number;
  offers?: number[];
}

const query = (l: Line, quantity?: number) =>
  `P_ID=${l.pid}&SELECTED_COLOR=${l.color}&size=${encodeURIComponent(l.size ?? '')}&selectedColorStrap=${l.strap ?? 0}${quantity === undefined ? '' : `&Quantity=${quantity}`}${l.offers ? `&offerProductIds=${l.offers.join(',')}` : ''}`;
const add = (token: string, l: Line, quantity: number) =>
  authedPost(`${api}/Checkout/Items_In_cart?${query(l, quantity)}`, token);
const increase = (token: string, l: Line) => authedPost(`${api}/Checkout/ItemRemoveIncrease?${query(l, 1)}`, token);
const decrease = (token: string, l: Line) => authedPost(`${api}/Checkout/ItemRemoveDecrease?${query(l, 1)}`, token);
const remove = (token: string, l: Line) =>
  authedPost(`${api}/Checkout/ItemRemove`, token, {
    P_ID: l.pid,
    Quantity: 1,
    SELECTED_COLOR: l.color,
    size: l.size ?? '',
    selectedColorStrap: l.strap ?? 0,
    ...(l.offers ? { offerProductIds: l.offers } : {}),
  });
const list = async (token: string) => CartAnswer.parse((await authedPost(`${api}/Checkout/CartItemsList`, token)).body);
const ok = async (answer: Promise<{ status: number; text: string; body: unknown }>) => {
  const a = await answer;
  expect(a.status, a.text.slice(0, 300)).toBe(200);
  return CartAnswer.parse(a.body);
};
const quantities = (items: CartItem[]) => Object.fromEntries(items.map((i) => [i.id, i.quantity]));

const WATCH: Line = { pid: 201, color: 2011, strap: 2 };
const RING: Line = { pid: 101, color: 1011, size: '8' };
const BUDS: Line = { pid: 301, color: 3013 };

describe('the seeded cart', () => {
  it("lists Aarav's two lines priced from the catalog, the ring with the offer he chose", async () => {
    const items = await list(await login(api, AARAV.email));
    expect(items.map((i) => [i.id, i.quantity])).toEqual([
      ['101-1011-8-0-151', 1],
      ['301-3013--0', 2],
    ]);
    const ring = items[0]!;
    expect(ring).toMatchObject({
      pid: 101,
      color_id: 1011,
      name: 'Aura Ring Gen 3',
      model: 'AR-300',
      category_name: 'Smart Rings',
      selectedColor: 'Midnight Black',
      size: '8',
      selectedColorStrap: 0,
      strapColor: '',
      isprodductOffer: 1,
      _Coupon_Lists: [],
    });
    expect(ring.price).toBe(salePrice.get(101)!.price);
    expect(ring.offerProduct.map((o) => ({ product_id: o.product_id, price: o.price }))).toEqual(
      salePrice.get(101)!.offers,
    );
    expect(ring.image).toBe('/images/products/101/1011/1.svg');
  });

  it('answers an empty JSON body and a JSON content type without a body alike', async () => {
    const token = await login(api, AARAV.phone);
    const withType = await authed(`${api}/Checkout/CartItemsList`, token, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect(withType.status, withType.text).toBe(200);
    expect(CartAnswer.parse(withType.body)).toHaveLength(2);
  });
});

describe('changing the server cart', () => {
  it('adds a line with its strap and merges later adds up to 5, refusing more with MAX_QUANTITY', async () => {
    const { token } = await freshCustomer(api, 'add');
    const [line] = await ok(add(token, WATCH, 2));
    expect(line).toMatchObject({
      id: '201-2011--2',
      quantity: 2,
      strapColor: 'Lavender',
      selectedColorStrap: 2,
      price: salePrice.get(201)!.price,
      isprodductOffer: 0,
      offerProduct: [],
    });
    expect(quantities(await ok(add(token, WATCH, 3)))).toEqual({ '201-2011--2': 5 });
    await expectRefusal(add(token, WATCH, 1), 409, MAX, 'MAX_QUANTITY');
    await expectRefusal(add(token, { ...WATCH, strap: 3 }, 6), 409, MAX, 'MAX_QUANTITY');
    expect(quantities(await list(token))).toEqual({ '201-2011--2': 5 });
  });

  it('increases up to 5 and decreases down to 1', async () => {
    const { token } = await freshCustomer(api, 'incdec');
    await ok(add(token, BUDS, 4));
    expect(quantities(await ok(increase(token, BUDS)))).toEqual({ '301-3013--0': 5 });
    await expectRefusal(increase(token, BUDS), 409, MAX, 'MAX_QUANTITY');
    for (const expected of [4, 3, 2, 1, 1])
      expect(quantities(await ok(decrease(token, BUDS)))).toEqual({ '301-3013--0': expected });
    expect(quantities(await ok(increase(token, BUDS)))).toEqual({ '301-3013--0': 2 });
  });

  it('removes a line; a line that is not there answers 404', async () => {
    const { token } = await freshCustomer(api, 'remove');
    await ok(add(token, RING, 1));
    await ok(add(token, BUDS, 1));
    expect((await ok(remove(token, RING))).map((i) => i.id)).toEqual(['301-3013--0']);
    await expectRefusal(remove(token, RING), 404);
    await expectRefusal(increase(token, RING), 404);
    await expectRefusal(decrease(token, { ...BUDS, strap: 9 }), 404);
  });

  it('answers 409 OUT_OF_STOCK for a sold-out colour or size and leaves the cart alone', async () => {
    const { token } = await freshCustomer(api, 'stock');
    await expectRefusal(add(token, { pid: 101, color: 1013, size: '8' }, 1), 409, 'OUT OF STOCK', 'OUT_OF_STOCK');
    await expectRefusal(add(token, { pid: 101, color: 1011, size: '6' }, 1), 409, 'OUT OF STOCK', 'OUT_OF_STOCK');
    await expectRefusal(add(token, { pid: 201, color: 2013 }, 1), 409, 'OUT OF STOCK', 'OUT_OF_STOCK');
    expect(await list(token)).toEqual([]);
  });

  it('refuses unknown products and colours (404), bad sizes and straps and malformed queries (400)', async () => {
    const { token } = await freshCustomer(api, 'bad');
    await expectRefusal(add(token, { pid: 999, color: 9991 }, 1), 404);
    await expectRefusal(add(token, { pid: 101, color: 2011, size: '8' }, 1), 404);
    await expectRefusal(add(token, { pid: 101, color: 1011 }, 1), 400);
    await expectRefusal(add(token, { pid: 101, color: 1011, size: '14' }, 1), 400);
    await expectRefusal(add(token, { pid: 201, color: 2011, strap: 5 }, 1), 400);
    await expectRefusal(add(token, BUDS, 0), 400);
    await expectRefusal(
      authedPost(`${api}/Checkout/Items_In_cart?P_ID=abc&Quantity=1&SELECTED_COLOR=3013`, token),
      400,
    );
    expect(await list(token)).toEqual([]);
  });
});

describe('POST /api/Checkout/insert-cart-items', () => {
  it('adds the local cart to the server cart, caps lines at 5 and reports them, skips unknown products', async () => {
    const { token } = await freshCustomer(api, 'merge');
    await ok(add(token, { pid: 201, color: 2011 }, 3));
    const local = [
      {
        id: '201Midnight Black',
        pid: 201,
        color_id: 2011,
        quantity: 4,
        selectedSize: '',
        selectedColorStrap: 0,
        price: 1,
        name: 'cheap?',
      },
      {
        id: '101Midnight Black',
        pid: '101',
        color_id: '1011',
        quantity: 2,
        selectedSize: 8,
        selectedColorStrap: null,
        price: 1,
      },
      { pid: 301, color_id: 3013, quantity: 7 },
      { pid: 999, color_id: 9991, quantity: 1 },
      { pid: 101, color_id: 1011, quantity: 1, selectedSize: '' },
    ];
    const answer = await authedPost(`${api}/Checkout/insert-cart-items`, token, local);
    expect(answer.status, answer.text).toBe(200);
    const { items, capped } = MergeAnswer.parse(answer.body);
    expect(quantities(items)).toEqual({ '201-2011--0': 5, '101-1011-8-0': 2, '301-3013--0': 5 });
    expect(capped).toEqual([
      { pid: 201, name: 'Vertex Watch 5', requested: 7, kept: 5 },
      { pid: 301, name: 'Nimbus Buds 2', requested: 7, kept: 5 },
    ]);
    for (const item of items) expect(item.price).toBe(salePrice.get(item.pid)!.price);
    expect(quantities(await list(token))).toEqual(quantities(items));
  });

  it('refuses a body that is not a cart array', async () => {
    const { token } = await freshCustomer(api, 'mergebad');
    await expectRefusal(authedPost(`${api}/Checkout/insert-cart-items`, token, { pid: 101 }), 400);
    await expectRefusal(
      authedPost(`${api}/Checkout/insert-cart-items`, token, [{ pid: -1, color_id: 1011, quantity: 1 }]),
      400,
    );
  });
});

describe('POST /api/Checkout/guest-cart-items', () => {
  it('prices a local cart from the catalog with its chosen offers only, clamps quantities and saves nothing', async () => {
    const count = () =>
      withTestDb(upstream, async (db) => (await db.get<{ n: number }>('select count(*) as n from cart_lines'))!.n);
    const before = await count();
    const answer = await postJson(`${api}/Checkout/guest-cart-items`, [
      { pid: 101, color_id: 1011, quantity: 9, selectedSize: 8, price: 1, offerProductIds: [151] },
      { pid: 999, color_id: 1, quantity: 1 },
      { pid: '301', color_id: '3013', quantity: 0, selectedColorStrap: '' },
      { pid: 201, color_id: 2011, quantity: 1, selectedColorStrap: 2 },
    ]);
    expect(answer.status, answer.text).toBe(200);
    const items = CartAnswer.parse(answer.body);
    expect(quantities(items)).toEqual({ '101-1011-8-0-151': 5, '301-3013--0': 1, '201-2011--2': 1 });
    for (const item of items) {
      expect(item.price).toBe(salePrice.get(item.pid)!.price);
      expect(item.offerProduct.map((o) => ({ product_id: o.product_id, price: o.price }))).toEqual(
        item.pid === 101 ? salePrice.get(101)!.offers : [],
      );
      expect(item.isprodductOffer).toBe(item.offerProduct.length > 0 ? 1 : 0);
    }
    expect(await count()).toBe(before);
    expect(await (await postJson(`${api}/Checkout/guest-cart-items`, [])).body).toEqual([]);
  });
});

describe('offer products chosen with a line', () => {
  const DOCK = 151;

  it('carries no offer unless chosen; a line with the offer is its own line, priced per unit', async () => {
    const { token } = await freshCustomer(api, 'offers');
    const [plain] = await ok(add(token, RING, 2));
    expect(plain).toMatchObject({ id: '101-1011-8-0', quantity: 2, isprodductOffer: 0, offerProduct: [] });
    const items = await ok(add(token, { ...RING, offers: [DOCK] }, 1));
    expect(quantities(items)).toEqual({ '101-1011-8-0': 2, '101-1011-8-0-151': 1 });
    const withDock = items.find((i) => i.id === '101-1011-8-0-151')!;
    expect(withDock).toMatchObject({ isprodductOffer: 1, quantity: 1 });
    expect(withDock.offerProduct.map((o) => ({ product_id: o.product_id, price: o.price }))).toEqual(
      salePrice.get(101)!.offers,
    );
    expect(quantities(await ok(increase(token, { ...RING, offers: [DOCK] })))).toEqual({
      '101-1011-8-0': 2,
      '101-1011-8-0-151': 2,
    });
    expect(quantities(await ok(remove(token, RING)))).toEqual({ '101-1011-8-0-151': 2 });
    expect(quantities(await ok(remove(token, { ...RING, offers: [DOCK] })))).toEqual({});
  });

  it("refuses another product's offer, an unknown one and one chosen twice (400 OFFER_NOT_FOUND)", async () => {
    const { token } = await freshCustomer(api, 'offer-refused');
    const message = 'This offer is not available with this product.';
    const watchOffer = salePrice.get(201)!.offers[0]!.product_id;
    await expectRefusal(add(token, { ...RING, offers: [watchOffer] }, 1), 400, message, 'OFFER_NOT_FOUND');
    await expectRefusal(add(token, { ...RING, offers: [999999] }, 1), 400, message, 'OFFER_NOT_FOUND');
    await expectRefusal(add(token, { ...RING, offers: [DOCK, DOCK] }, 1), 400, message, 'OFFER_NOT_FOUND');
    expect(await list(token)).toEqual([]);
  });

  it('keeps the chosen offers when a local cart is merged, dropping offers the product does not have', async () => {
    const { token } = await freshCustomer(api, 'offer-merge');
    const answer = await authedPost(`${api}/Checkout/insert-cart-items`, token, [
      { pid: 101, color_id: 1011, quantity: 1, selectedSize: '8', offerProductIds: [DOCK, 999999] },
      { pid: 301, color_id: 3013, quantity: 1 },
    ]);
    expect(answer.status, answer.text).toBe(200);
    expect(quantities(await list(token))).toEqual({ '101-1011-8-0-151': 1, '301-3013--0': 1 });
  });
});

describe('isolation', () => {
  it("never shows or changes another customer's cart", async () => {
    const a = await freshCustomer(api, 'iso-a');
    const b = await freshCustomer(api, 'iso-b');
    await ok(add(a.token, BUDS, 3));
    expect(await list(b.token)).toEqual([]);
    await expectRefusal(decrease(b.token, BUDS), 404);
    await expectRefusal(remove(b.token, BUDS), 404);
    expect(quantities(await ok(add(b.token, BUDS, 1)))).toEqual({ '301-3013--0': 1 });
    expect(quantities(await list(a.token))).toEqual({ '301-3013--0': 3 });
    expect(quantities(await list(await login(api, AARAV.email)))).toEqual({ '101-1011-8-0-151': 1, '301-3013--0': 2 });
  });
});
