// The wishlist and back-in-stock alerts through the gateway against a real upstream: a guest's ids
// shown from current data, a customer's saves and removals, the merge of a guest's list at sign-in,
// a guest refused the server list, and the alert form's answers.
import { beforeAll, describe, expect, it } from 'vitest';
import { useShop } from '../support/shop.ts';
import {
  AskBackInStockDocument,
  MergeWishlistDocument,
  SaveToWishlistDocument,
  ShowWishlistDocument,
  UnsaveFromWishlistDocument,
  WishlistRingDocument,
} from './generated/graphql.ts';
import { newCustomer, outbox, uniqueEmail } from './shopper.ts';

const { gateway, upstream } = useShop();

let ring: {
  id: string;
  name: string;
  path: string;
  soldOutColorId: string;
  inStockColorId: string;
  inStockSize: string;
  size: string;
};

beforeAll(async () => {
  const product = (await gateway.graphql(WishlistRingDocument)).body.data!.product!;
  const soldOut = product.colors.find((c) => c.stock === 0)!;
  const inStock = product.colors.find((c) => c.stock > 0)!;
  ring = {
    id: product.id,
    name: product.name,
    path: product.path,
    soldOutColorId: soldOut.id,
    inStockColorId: inStock.id,
    inStockSize: inStock.stockOptions.find((o) => o.stock > 0)?.size ?? '',
    size: soldOut.stockOptions[0]?.size ?? '',
  };
});

describe('wishlist', () => {
  it("shows a guest's ids from current data and drops unknown ones", async () => {
    const { body } = await gateway.graphql(ShowWishlistDocument, { guestProductIds: [ring.id, '999999'] });
    expect(body.errors).toBeUndefined();
    const list = body.data!.wishlist;
    expect(list.count).toBe(1);
    expect(list.maxItems).toBe(100);
    expect(list.items[0]).toMatchObject({ productId: ring.id, name: ring.name, path: ring.path, inStock: true });
    expect(list.items[0]!.price.formatted).toMatch(/^₹/);
  });

  it('refuses a guest list longer than the bound', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => String(i + 1));
    const { body } = await gateway.graphql(ShowWishlistDocument, { guestProductIds: ids });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('saves, merges a guest list once each and removes for a customer; a guest cannot save', async () => {
    const guest = await gateway.graphql(SaveToWishlistDocument, { productId: ring.id });
    expect(guest.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const { token } = await newCustomer(gateway);
    const saved = (await gateway.graphql(SaveToWishlistDocument, { productId: ring.id }, { token })).body.data!
      .addToWishlist;
    expect(saved.userErrors).toEqual([]);
    expect(saved.wishlist!.items.map((i) => i.productId)).toEqual([ring.id]);

    const missing = (await gateway.graphql(SaveToWishlistDocument, { productId: '999999' }, { token })).body.data!
      .addToWishlist;
    expect(missing.userErrors).toEqual([
      { field: ['productId'], message: 'This product is no longer available.', code: 'NOT_FOUND' },
    ]);

    const merged = (await gateway.graphql(MergeWishlistDocument, { productIds: ['201', ring.id, '201'] }, { token }))
      .body.data!.mergeGuestWishlist;
    expect(merged.dropped).toBe(0);
    expect(merged.wishlist!.items.map((i) => i.productId)).toEqual(['201', ring.id]);
    expect((await gateway.graphql(ShowWishlistDocument, {}, { token })).body.data!.wishlist.count).toBe(2);

    const removed = (await gateway.graphql(UnsaveFromWishlistDocument, { productId: '201' }, { token })).body.data!
      .removeFromWishlist;
    expect(removed.wishlist!.items.map((i) => i.productId)).toEqual([ring.id]);
  });
});

describe('back-in-stock alert', () => {
  it('keeps a request for an out-of-stock colour and says so', async () => {
    const email = uniqueEmail('alert');
    const { body } = await gateway.graphql(AskBackInStockDocument, {
      input: { email, productId: ring.id, colorId: ring.soldOutColorId, size: ring.size },
    });
    expect(body.data!.requestBackInStockAlert).toEqual({
      ok: true,
      message: "Thanks! We will email you when it's back in stock.",
      userErrors: [],
    });
    expect(await outbox(upstream.url, email)).toEqual([]);
  });

  it('names a bad address and an option in stock', async () => {
    const bad = (
      await gateway.graphql(AskBackInStockDocument, {
        input: { email: 'asha@', productId: ring.id, colorId: ring.soldOutColorId, size: ring.size },
      })
    ).body.data!.requestBackInStockAlert;
    expect(bad.ok).toBe(false);
    expect(bad.userErrors[0]).toMatchObject({
      field: ['input', 'email'],
      message: 'Please enter a valid email address.',
    });

    const inStock = (
      await gateway.graphql(AskBackInStockDocument, {
        input: {
          email: uniqueEmail('alert'),
          productId: ring.id,
          colorId: ring.inStockColorId,
          size: ring.inStockSize,
        },
      })
    ).body.data!.requestBackInStockAlert;
    expect(inStock.userErrors[0]).toMatchObject({ code: 'IN_STOCK' });
  });
});
