// The cart through the gateway against a real upstream on a temporary database: a guest's local
// lines priced by the server, the customer's server cart (add, merge into a line, the cap at 5,
// increase, decrease, remove), subtotals with offer products, merging a guest cart, isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type StartedGateway } from '../support/gateway.ts';
import { startUpstream } from '../support/upstream.ts';
import { newCustomer } from './shopper.ts';

let upstream: Awaited<ReturnType<typeof startUpstream>>;
let gateway: StartedGateway;

interface RingFacts {
  productId: string;
  path: string;
  price: number;
  offerTotal: number;
  colorId: string;
  colorName: string;
  size: string;
  soldOutColorId: string;
}
let ring: RingFacts;

const CART = `lines { id productId colorId name model colorName size strapId strapColor imageUrl path quantity
    unitPrice { amount currencyCode formatted } offerProducts { productId name price { amount } } lineTotal { amount formatted } }
  count subtotal { amount currencyCode formatted } maxQuantityPerLine`;
const CART_QUERY = `query Cart($guestLines: [CartLineInput!]) { cart(guestLines: $guestLines) { ${CART} } }`;
const PAYLOAD = `cart { ${CART} } userErrors { field message code }`;
const ADD = `mutation Add($input: CartLineInput!) { addToCart(input: $input) { ${PAYLOAD} } }`;
const INCREASE = `mutation Increase($input: CartLineKeyInput!) { increaseCartLine(input: $input) { ${PAYLOAD} } }`;
const DECREASE = `mutation Decrease($input: CartLineKeyInput!) { decreaseCartLine(input: $input) { ${PAYLOAD} } }`;
const REMOVE = `mutation Remove($input: CartLineKeyInput!) { removeFromCart(input: $input) { ${PAYLOAD} } }`;
const MERGE = `mutation Merge($lines: [CartLineInput!]!) {
  mergeGuestCart(lines: $lines) { cart { ${CART} } capped { productId name requested kept } userErrors { code } }
}`;

beforeAll(async () => {
  upstream = await startUpstream();
  gateway = await startGateway({ upstreamUrl: upstream.url, dataDir: upstream.dataDir });
  const { body } = await gateway.graphql(`{
    product(categorySlug: "smart-rings", nameSlug: "aura-ring-gen-3", modelSlug: "ar-300") {
      id path price { amount } offerProducts { price { amount } }
      colors { id name stock stockOptions { size stock } }
    }
  }`);
  const product = body.data.product;
  type Color = { id: string; name: string; stock: number; stockOptions: Array<{ size: string; stock: number }> };
  const inStock = (product.colors as Color[]).find((c) => c.stockOptions.some((o) => o.stock >= 5))!;
  ring = {
    productId: product.id,
    path: product.path,
    price: product.price.amount,
    offerTotal: product.offerProducts.reduce(
      (sum: number, offer: { price: { amount: number } }) => sum + offer.price.amount,
      0,
    ),
    colorId: inStock.id,
    colorName: inStock.name,
    size: inStock.stockOptions.find((o) => o.stock >= 5)!.size,
    soldOutColorId: (product.colors as Color[]).find((c) => c.stock === 0)!.id,
  };
  expect(ring.offerTotal).toBeGreaterThan(0);
});

afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
});

const ringKey = () => ({ productId: ring.productId, colorId: ring.colorId, size: ring.size });

async function buds(): Promise<{ productId: string; colorId: string; price: number }> {
  const { body } = await gateway.graphql(
    '{ category(slug: "true-wireless-stereo") { products { id price { amount } colors { id stock } } } }',
  );
  const product = body.data.category.products.find((p: { colors: Array<{ stock: number }> }) =>
    p.colors.some((c) => c.stock >= 5),
  );
  return {
    productId: product.id,
    colorId: product.colors.find((c: { stock: number }) => c.stock >= 5).id,
    price: product.price.amount,
  };
}

describe('a guest cart', () => {
  it('is empty without lines, and costs no upstream call', async () => {
    const { body, headers } = await gateway.graphql(CART_QUERY);
    expect(body.data.cart).toMatchObject({
      lines: [],
      count: 0,
      subtotal: { amount: 0, currencyCode: 'INR', formatted: '₹0' },
      maxQuantityPerLine: 5,
    });
    expect(headers.get('x-upstream-calls')).toBe('0');
  });

  it('prices local lines from the server: offer products in the line total, the product page path, unknown products dropped', async () => {
    const { body } = await gateway.graphql(CART_QUERY, {
      guestLines: [
        { ...ringKey(), quantity: 2 },
        { productId: '999999', colorId: '1', quantity: 1 },
      ],
    });
    expect(body.errors).toBeUndefined();
    const cart = body.data.cart;
    expect(cart.lines).toHaveLength(1);
    const [line] = cart.lines;
    expect(line).toMatchObject({
      productId: ring.productId,
      colorId: ring.colorId,
      colorName: ring.colorName,
      size: ring.size,
      quantity: 2,
      path: ring.path,
    });
    expect(line.unitPrice.amount).toBe(ring.price);
    expect(line.lineTotal.amount).toBe(2 * (ring.price + ring.offerTotal));
    expect(cart.count).toBe(2);
    expect(cart.subtotal.amount).toBe(2 * (ring.price + ring.offerTotal));
  });

  it('cannot change a server cart: UNAUTHENTICATED', async () => {
    const { body } = await gateway.graphql(ADD, { input: { ...ringKey(), quantity: 1 } });
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe("a customer's cart", () => {
  it('adds, merges into the line, caps at 5, increases, decreases not below 1 and removes, with subtotals', async () => {
    const { token } = await newCustomer(gateway);
    const perUnit = ring.price + ring.offerTotal;

    const first = (await gateway.graphql(ADD, { input: { ...ringKey(), quantity: 2 } }, { token })).body.data.addToCart;
    expect(first.userErrors).toEqual([]);
    expect(first.cart.lines.map((l: { quantity: number }) => l.quantity)).toEqual([2]);

    const merged = (await gateway.graphql(ADD, { input: { ...ringKey(), quantity: 2 } }, { token })).body.data
      .addToCart;
    expect(merged.cart.lines).toHaveLength(1);
    expect(merged.cart.lines[0].quantity).toBe(4);
    expect(merged.cart.subtotal.amount).toBe(4 * perUnit);

    const tooMany = (await gateway.graphql(ADD, { input: { ...ringKey(), quantity: 2 } }, { token })).body.data
      .addToCart;
    expect(tooMany.userErrors).toEqual([
      { field: ['input', 'quantity'], message: 'Max 5 items Allowed', code: 'MAX_QUANTITY' },
    ]);
    expect(tooMany.cart.lines[0].quantity).toBe(4);

    const up = (await gateway.graphql(INCREASE, { input: ringKey() }, { token })).body.data.increaseCartLine;
    expect(up.cart.lines[0].quantity).toBe(5);
    const capped = (await gateway.graphql(INCREASE, { input: ringKey() }, { token })).body.data.increaseCartLine;
    expect(capped.userErrors.map((e: { message: string }) => e.message)).toEqual(['Max 5 items Allowed']);
    expect(capped.cart.lines[0].quantity).toBe(5);

    let quantity = 5;
    for (const expected of [4, 3, 2, 1, 1]) {
      const down = (await gateway.graphql(DECREASE, { input: ringKey() }, { token })).body.data.decreaseCartLine;
      expect(down.userErrors).toEqual([]);
      quantity = down.cart.lines[0].quantity;
      expect(quantity).toBe(expected);
    }

    const other = await buds();
    const two = (
      await gateway.graphql(
        ADD,
        { input: { productId: other.productId, colorId: other.colorId, quantity: 3 } },
        { token },
      )
    ).body.data.addToCart;
    expect(two.cart.count).toBe(4);
    expect(two.cart.subtotal.amount).toBe(
      perUnit + two.cart.lines.find((l: { productId: string }) => l.productId === other.productId).lineTotal.amount,
    );
    expect(two.cart.subtotal.formatted).toMatch(/^₹[\d,]+(\.\d{2})?$/);

    const removed = (await gateway.graphql(REMOVE, { input: ringKey() }, { token })).body.data.removeFromCart;
    expect(removed.cart.lines.map((l: { productId: string }) => l.productId)).toEqual([other.productId]);
    const missing = (await gateway.graphql(REMOVE, { input: ringKey() }, { token })).body.data.removeFromCart;
    expect(missing.userErrors[0]).toMatchObject({ code: 'LINE_NOT_FOUND' });
  });

  it('refuses more than 5 at once without asking upstream, and a sold-out colour with OUT OF STOCK', async () => {
    const { token } = await newCustomer(gateway);
    const ADD_ERRORS =
      'mutation Add($input: CartLineInput!) { addToCart(input: $input) { userErrors { field message code } } }';
    const { body, headers } = await gateway.graphql(ADD_ERRORS, { input: { ...ringKey(), quantity: 6 } }, { token });
    expect(body.data.addToCart.userErrors).toEqual([
      { field: ['input', 'quantity'], message: 'Max 5 items Allowed', code: 'MAX_QUANTITY' },
    ]);
    expect(headers.get('x-upstream-calls')).toBe('0');
    // Asking for the cart too loads it as it stands.
    const withCart = await gateway.graphql(ADD, { input: { ...ringKey(), quantity: 6 } }, { token });
    expect(withCart.body.data.addToCart.cart).toMatchObject({ lines: [], count: 0 });
    const soldOut = await gateway.graphql(
      ADD,
      { input: { productId: ring.productId, colorId: ring.soldOutColorId, size: ring.size, quantity: 1 } },
      { token },
    );
    expect(soldOut.body.data.addToCart.userErrors).toEqual([
      { field: ['input'], message: 'OUT OF STOCK', code: 'OUT_OF_STOCK' },
    ]);
  });

  it('merges a guest cart after login, capping a line at 5 and reporting it', async () => {
    const { token } = await newCustomer(gateway);
    await gateway.graphql(ADD, { input: { ...ringKey(), quantity: 3 } }, { token });
    const other = await buds();
    const { body } = await gateway.graphql(
      MERGE,
      {
        lines: [
          { ...ringKey(), quantity: 4 },
          { productId: other.productId, colorId: other.colorId, quantity: 2 },
        ],
      },
      { token },
    );
    expect(body.errors).toBeUndefined();
    const payload = body.data.mergeGuestCart;
    expect(payload.capped).toEqual([
      { productId: ring.productId, name: expect.any(String), requested: expect.any(Number), kept: 5 },
    ]);
    expect(payload.capped[0].requested).toBeGreaterThan(5);
    const quantities = Object.fromEntries(
      payload.cart.lines.map((l: { productId: string; quantity: number }) => [l.productId, l.quantity]),
    );
    expect(quantities).toEqual({ [ring.productId]: 5, [other.productId]: 2 });
    expect(payload.cart.count).toBe(7);
  });

  it('is never shown to another customer', async () => {
    const first = await newCustomer(gateway);
    const second = await newCustomer(gateway);
    await gateway.graphql(ADD, { input: { ...ringKey(), quantity: 1 } }, { token: first.token });
    const mine = await gateway.graphql(CART_QUERY, {}, { token: first.token });
    const theirs = await gateway.graphql(CART_QUERY, {}, { token: second.token });
    expect(mine.body.data.cart.count).toBe(1);
    expect(theirs.body.data.cart).toMatchObject({ lines: [], count: 0 });
  });

  it('ignores guest lines for a customer, and prices them again once the token is revoked', async () => {
    const { token } = await newCustomer(gateway);
    const guestLines = [{ ...ringKey(), quantity: 1 }];
    expect((await gateway.graphql(CART_QUERY, { guestLines }, { token })).body.data.cart.count).toBe(0);
    await gateway.graphql('mutation { signOut { ok } }', {}, { token });
    const afterSignOut = await gateway.graphql(CART_QUERY, { guestLines }, { token });
    expect(afterSignOut.body.errors).toBeUndefined();
    expect(afterSignOut.body.data.cart.count).toBe(1);
    const add = await gateway.graphql(ADD, { input: { ...ringKey(), quantity: 1 } }, { token });
    expect(add.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers BAD_USER_INPUT, not a server error, for ids that name nothing', async () => {
    const { token } = await newCustomer(gateway);
    const { body } = await gateway.graphql(ADD, { input: { productId: 'abc', colorId: '1', quantity: 1 } }, { token });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
