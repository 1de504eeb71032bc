// The cart through the gateway against a real upstream on a temporary database: a guest's local
// lines priced by the server, the customer's server cart (add, merge into a line, the cap at 5,
// increase, decrease, remove), subtotals with the offer products chosen with a line (none unless
// chosen; another product's offer is a userError), merging a guest cart, isolation.
import { beforeAll, describe, expect, it } from 'vitest';
import { useShop } from '../support/shop.ts';
import {
  AddToCartDocument,
  AddToCartErrorsDocument,
  BudsInStockDocument,
  CartDocument,
  DecreaseCartLineDocument,
  IncreaseCartLineDocument,
  MergeGuestCartDocument,
  RemoveFromCartDocument,
  RingFactsDocument,
  SignOutDocument,
  WatchOfferDocument,
} from './generated/graphql.ts';
import { newCustomer } from './shopper.ts';

const { gateway } = useShop();

interface RingFacts {
  productId: string;
  path: string;
  price: number;
  offerTotal: number;
  offerIds: string[];
  colorId: string;
  colorName: string;
  size: string;
  soldOutColorId: string;
}
let ring: RingFacts;

beforeAll(async () => {
  const { body } = await gateway.graphql(RingFactsDocument);
  const product = body.data!.product!;
  const inStock = product.colors.find((c) => c.stockOptions.some((o) => o.stock >= 5))!;
  ring = {
    productId: product.id,
    path: product.path,
    price: product.price.amount,
    offerTotal: product.offerProducts.reduce((sum, offer) => sum + offer.price.amount, 0),
    offerIds: product.offerProducts.map((offer) => offer.productId),
    colorId: inStock.id,
    colorName: inStock.name,
    size: inStock.stockOptions.find((o) => o.stock >= 5)!.size!,
    soldOutColorId: product.colors.find((c) => c.stock === 0)!.id,
  };
  expect(ring.offerTotal).toBeGreaterThan(0);
});

/** The ring without its offer: no offer product is added unless chosen. */
const ringKey = () => ({ productId: ring.productId, colorId: ring.colorId, size: ring.size });
/** The ring with its offer products chosen. */
const ringWithOffers = () => ({ ...ringKey(), offerProductIds: ring.offerIds });

async function buds(): Promise<{ productId: string; colorId: string; price: number }> {
  const { body } = await gateway.graphql(BudsInStockDocument);
  const product = body.data!.category!.products.find((p) => p.colors.some((c) => c.stock >= 5))!;
  return {
    productId: product.id,
    colorId: product.colors.find((c) => c.stock >= 5)!.id,
    price: product.price.amount,
  };
}

describe('a guest cart', () => {
  it('is empty without lines, and costs no upstream call', async () => {
    const { body, headers } = await gateway.graphql(CartDocument);
    expect(body.data!.cart).toMatchObject({
      lines: [],
      count: 0,
      subtotal: { amount: 0, currencyCode: 'INR', formatted: '₹0' },
      maxQuantityPerLine: 5,
    });
    expect(headers.get('x-upstream-calls')).toBe('0');
  });

  it('prices local lines from the server: chosen offer products in the line total, the product page path, unknown products dropped', async () => {
    const { body } = await gateway.graphql(CartDocument, {
      guestLines: [
        { ...ringWithOffers(), quantity: 2 },
        { productId: '999999', colorId: '1', quantity: 1 },
      ],
    });
    expect(body.errors).toBeUndefined();
    const cart = body.data!.cart;
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
    expect(line!.unitPrice.amount).toBe(ring.price);
    expect(line!.lineTotal.amount).toBe(2 * (ring.price + ring.offerTotal));
    expect(cart.count).toBe(2);
    expect(cart.subtotal.amount).toBe(2 * (ring.price + ring.offerTotal));
  });

  it('cannot change a server cart: UNAUTHENTICATED', async () => {
    const { body } = await gateway.graphql(AddToCartDocument, { input: { ...ringKey(), quantity: 1 } });
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('offer products chosen with a line', () => {
  it('adds none unless chosen: the subtotal is the price x quantity; chosen, each offer price x quantity is added', async () => {
    const { token } = await newCustomer(gateway);
    const plain = (await gateway.graphql(AddToCartDocument, { input: { ...ringKey(), quantity: 2 } }, { token })).body
      .data!.addToCart;
    expect(plain.userErrors).toEqual([]);
    expect(plain.cart!.lines).toHaveLength(1);
    expect(plain.cart!.lines[0]!.offerProducts).toEqual([]);
    expect(plain.cart!.lines[0]!.lineTotal.amount).toBe(2 * ring.price);
    expect(plain.cart!.subtotal.amount).toBe(2 * ring.price);

    const { body } = await gateway.graphql(
      AddToCartDocument,
      { input: { ...ringWithOffers(), quantity: 2 } },
      { token },
    );
    const chosen = body.data!.addToCart;
    expect(chosen.userErrors).toEqual([]);
    const withOffer = chosen.cart!.lines.find((l) => l.offerProducts.length > 0)!;
    expect(withOffer.offerProducts.map((o) => o.productId)).toEqual(ring.offerIds);
    expect(withOffer.quantity).toBe(2);
    expect(withOffer.lineTotal.amount).toBe(2 * (ring.price + ring.offerTotal));
    expect(chosen.cart!.lines).toHaveLength(2);
    expect(chosen.cart!.subtotal.amount).toBe(2 * ring.price + 2 * (ring.price + ring.offerTotal));

    const removed = (await gateway.graphql(RemoveFromCartDocument, { input: ringWithOffers() }, { token })).body.data!
      .removeFromCart;
    expect(removed.userErrors).toEqual([]);
    expect(removed.cart!.subtotal.amount).toBe(2 * ring.price);
  });

  it("refuses another product's offer as a userError and leaves the cart alone", async () => {
    const { token } = await newCustomer(gateway);
    const watchOffer = (await gateway.graphql(WatchOfferDocument)).body.data!.product!.offerProducts[0]!.productId;
    const { body } = await gateway.graphql(
      AddToCartDocument,
      { input: { ...ringKey(), offerProductIds: [watchOffer], quantity: 1 } },
      { token },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.addToCart.userErrors).toEqual([
      {
        field: ['input', 'offerProductIds'],
        message: 'This offer is not available with this product.',
        code: 'OFFER_NOT_FOUND',
      },
    ]);
    expect(body.data!.addToCart.cart!.lines).toEqual([]);
  });

  it('answers an offer chosen twice as BAD_USER_INPUT, never a server error', async () => {
    const { token } = await newCustomer(gateway);
    const twice = [ring.offerIds[0]!, ring.offerIds[0]!];
    const { body } = await gateway.graphql(
      AddToCartErrorsDocument,
      { input: { ...ringKey(), offerProductIds: twice, quantity: 1 } },
      { token },
    );
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.message).toBe('Each offer product may be chosen once.');
  });

  it('keeps the chosen offers of guest lines merged at login', async () => {
    const { token } = await newCustomer(gateway);
    const merged = await gateway.graphql(
      MergeGuestCartDocument,
      { lines: [{ ...ringWithOffers(), quantity: 1 }] },
      { token },
    );
    expect(merged.body.errors).toBeUndefined();
    const cart = (await gateway.graphql(CartDocument, {}, { token })).body.data!.cart;
    expect(cart.lines.map((l) => l.offerProducts.map((o) => o.productId))).toEqual([ring.offerIds]);
    expect(cart.subtotal.amount).toBe(ring.price + ring.offerTotal);
  });
});

describe("a customer's cart", () => {
  it('adds, merges into the line, caps at 5, increases, decreases not below 1 and removes, with subtotals', async () => {
    const { token } = await newCustomer(gateway);
    const perUnit = ring.price;

    const first = (await gateway.graphql(AddToCartDocument, { input: { ...ringKey(), quantity: 2 } }, { token })).body
      .data!.addToCart;
    expect(first.userErrors).toEqual([]);
    expect(first.cart!.lines.map((l) => l.quantity)).toEqual([2]);

    const merged = (await gateway.graphql(AddToCartDocument, { input: { ...ringKey(), quantity: 2 } }, { token })).body
      .data!.addToCart;
    expect(merged.cart!.lines).toHaveLength(1);
    expect(merged.cart!.lines[0]!.quantity).toBe(4);
    expect(merged.cart!.subtotal.amount).toBe(4 * perUnit);

    const tooMany = (await gateway.graphql(AddToCartDocument, { input: { ...ringKey(), quantity: 2 } }, { token })).body
      .data!.addToCart;
    expect(tooMany.userErrors).toEqual([
      { field: ['input', 'quantity'], message: 'Max 5 items Allowed', code: 'MAX_QUANTITY' },
    ]);
    expect(tooMany.cart!.lines[0]!.quantity).toBe(4);

    const up = (await gateway.graphql(IncreaseCartLineDocument, { input: ringKey() }, { token })).body.data!
      .increaseCartLine;
    expect(up.cart!.lines[0]!.quantity).toBe(5);
    const capped = (await gateway.graphql(IncreaseCartLineDocument, { input: ringKey() }, { token })).body.data!
      .increaseCartLine;
    expect(capped.userErrors.map((e) => e.message)).toEqual(['Max 5 items Allowed']);
    expect(capped.cart!.lines[0]!.quantity).toBe(5);

    for (const expected of [4, 3, 2, 1, 1]) {
      const down = (await gateway.graphql(DecreaseCartLineDocument, { input: ringKey() }, { token })).body.data!
        .decreaseCartLine;
      expect(down.userErrors).toEqual([]);
      const quantity = down.cart!.lines[0]!.quantity;
      expect(quantity).toBe(expected);
    }

    const other = await buds();
    const two = (
      await gateway.graphql(
        AddToCartDocument,
        { input: { productId: other.productId, colorId: other.colorId, quantity: 3 } },
        { token },
      )
    ).body.data!.addToCart;
    expect(two.cart!.count).toBe(4);
    expect(two.cart!.subtotal.amount).toBe(
      perUnit + two.cart!.lines.find((l) => l.productId === other.productId)!.lineTotal.amount,
    );
    expect(two.cart!.subtotal.formatted).toMatch(/^₹[\d,]+(\.\d{2})?$/);

    const removed = (await gateway.graphql(RemoveFromCartDocument, { input: ringKey() }, { token })).body.data!
      .removeFromCart;
    expect(removed.cart!.lines.map((l) => l.productId)).toEqual([other.productId]);
    const missing = (await gateway.graphql(RemoveFromCartDocument, { input: ringKey() }, { token })).body.data!
      .removeFromCart;
    expect(missing.userErrors[0]).toMatchObject({ code: 'LINE_NOT_FOUND' });
  });

  it('refuses more than 5 at once without asking upstream, and a sold-out colour with OUT OF STOCK', async () => {
    const { token } = await newCustomer(gateway);
    const { body, headers } = await gateway.graphql(
      AddToCartErrorsDocument,
      { input: { ...ringKey(), quantity: 6 } },
      { token },
    );
    expect(body.data!.addToCart.userErrors).toEqual([
      { field: ['input', 'quantity'], message: 'Max 5 items Allowed', code: 'MAX_QUANTITY' },
    ]);
    expect(headers.get('x-upstream-calls')).toBe('0');
    // Asking for the cart too loads it as it stands.
    const withCart = await gateway.graphql(AddToCartDocument, { input: { ...ringKey(), quantity: 6 } }, { token });
    expect(withCart.body.data!.addToCart.cart).toMatchObject({ lines: [], count: 0 });
    const soldOut = await gateway.graphql(
      AddToCartDocument,
      { input: { productId: ring.productId, colorId: ring.soldOutColorId, size: ring.size, quantity: 1 } },
      { token },
    );
    expect(soldOut.body.data!.addToCart.userErrors).toEqual([
      { field: ['input'], message: 'OUT OF STOCK', code: 'OUT_OF_STOCK' },
    ]);
  });

  it('merges a guest cart after login, capping a line at 5 and reporting it', async () => {
    const { token } = await newCustomer(gateway);
    await gateway.graphql(AddToCartDocument, { input: { ...ringKey(), quantity: 3 } }, { token });
    const other = await buds();
    const { body } = await gateway.graphql(
      MergeGuestCartDocument,
      {
        lines: [
          { ...ringKey(), quantity: 4 },
          { productId: other.productId, colorId: other.colorId, quantity: 2 },
        ],
      },
      { token },
    );
    expect(body.errors).toBeUndefined();
    const payload = body.data!.mergeGuestCart;
    expect(payload.capped).toEqual([
      { productId: ring.productId, name: expect.any(String), requested: expect.any(Number), kept: 5 },
    ]);
    expect(payload.capped[0]!.requested).toBeGreaterThan(5);
    const quantities = Object.fromEntries(payload.cart!.lines.map((l) => [l.productId, l.quantity]));
    expect(quantities).toEqual({ [ring.productId]: 5, [other.productId]: 2 });
    expect(payload.cart!.count).toBe(7);
  });

  it('is never shown to another customer', async () => {
    const first = await newCustomer(gateway);
    const second = await newCustomer(gateway);
    await gateway.graphql(AddToCartDocument, { input: { ...ringKey(), quantity: 1 } }, { token: first.token });
    const mine = await gateway.graphql(CartDocument, {}, { token: first.token });
    const theirs = await gateway.graphql(CartDocument, {}, { token: second.token });
    expect(mine.body.data!.cart.count).toBe(1);
    expect(theirs.body.data!.cart).toMatchObject({ lines: [], count: 0 });
  });

  it('ignores guest lines for a customer, and prices them again once the token is revoked', async () => {
    const { token } = await newCustomer(gateway);
    const guestLines = [{ ...ringKey(), quantity: 1 }];
    expect((await gateway.graphql(CartDocument, { guestLines }, { token })).body.data!.cart.count).toBe(0);
    await gateway.graphql(SignOutDocument, {}, { token });
    const afterSignOut = await gateway.graphql(CartDocument, { guestLines }, { token });
    expect(afterSignOut.body.errors).toBeUndefined();
    expect(afterSignOut.body.data!.cart.count).toBe(1);
    const add = await gateway.graphql(AddToCartDocument, { input: { ...ringKey(), quantity: 1 } }, { token });
    expect(add.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers BAD_USER_INPUT, not a server error, for ids that name nothing', async () => {
    const { token } = await newCustomer(gateway);
    const { body } = await gateway.graphql(
      AddToCartDocument,
      { input: { productId: 'abc', colorId: '1', quantity: 1 } },
      { token },
    );
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
