// Contract of the wishlist (bearer: save, remove, the bound, listed products only, the merge of a
// guest's list after login; the guest display) and of back-in-stock alerts: a request for an
// out-of-stock colour, refusals, and one mail per address when an operator restocks it, also
// under two restocks at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startUpstream, type RunningUpstream } from '../support/upstream.ts';
import { authedPost, expectRefusal, freshContact, freshCustomer } from './account-helpers.ts';
import { adminGet, adminPost, operatorToken } from './admin-helpers.ts';
import { postJson } from './http.ts';

const Item = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  model: z.string(),
  category_name: z.string(),
  list_price: z.number(),
  sale_price: z.number(),
  currency: z.string(),
  image: z.string(),
  units_left: z.number().int(),
});
const Items = z.array(Item);
const Merge = z.object({ items: Items, dropped: z.number().int() });
const ProductAnswer = z.object({
  colors: z.array(z.object({ id: z.number(), name: z.string(), stock: z.array(z.object({ size: z.string() })) })),
});

let upstream: RunningUpstream;
let api: string;
let catalog: string;

beforeAll(async () => {
  upstream = await startUpstream();
  api = `${upstream.url}/api`;
  catalog = (await operatorToken(upstream, 'catalog')).token;
});
afterAll(() => upstream?.close());

const RING = 101;
const WATCH = 201;
const ids = (items: z.infer<typeof Items>) => items.map((i) => i.product_id);

async function ok<T>(schema: z.ZodType<T>, answer: Promise<{ status: number; text: string; body: unknown }>) {
  const a = await answer;
  expect(a.status, a.text.slice(0, 300)).toBe(200);
  return schema.parse(a.body);
}

async function setStock(productId: number, colorId: number, size: string, units: number) {
  return adminPost(upstream, '/Admin/Products/Stock', catalog, { productId, colorId, size, units });
}

async function optionOf(productId: number) {
  const product = ProductAnswer.parse((await adminGet(upstream, `/Admin/Products/${productId}`, catalog)).body);
  const color = product.colors[0]!;
  return { colorId: color.id, color: color.name, size: color.stock[0]!.size };
}

describe('wishlist', () => {
  it('saves once, newest first, removes, and keeps each customer to their own list', async () => {
    const a = await freshCustomer(api, 'wish-a');
    const b = await freshCustomer(api, 'wish-b');
    expect(await ok(Items, authedPost(`${api}/Wishlist/Items`, a.token))).toEqual([]);
    await ok(Items, authedPost(`${api}/Wishlist/Add?P_ID=${RING}`, a.token));
    const two = await ok(Items, authedPost(`${api}/Wishlist/Add?P_ID=${WATCH}`, a.token));
    expect(ids(two)).toEqual([WATCH, RING]);
    expect(ids(await ok(Items, authedPost(`${api}/Wishlist/Add?P_ID=${RING}`, a.token)))).toEqual([WATCH, RING]);
    const ring = two.find((i) => i.product_id === RING)!;
    expect(ring.product_name).not.toBe('');
    expect(ring.image).toMatch(/^\/images\//);
    expect(ring.units_left).toBeGreaterThan(0);
    expect(await ok(Items, authedPost(`${api}/Wishlist/Items`, b.token))).toEqual([]);
    expect(ids(await ok(Items, authedPost(`${api}/Wishlist/Remove?P_ID=${WATCH}`, a.token)))).toEqual([RING]);
  });

  it('needs a session and refuses a product that is not listed', async () => {
    await expectRefusal(postJson(`${api}/Wishlist/Items`, {}), 401);
    const a = await freshCustomer(api, 'wish-c');
    await expectRefusal(
      authedPost(`${api}/Wishlist/Add?P_ID=999999`, a.token),
      404,
      'This product is no longer available.',
      'NOT_FOUND',
    );
    await expectRefusal(authedPost(`${api}/Wishlist/Add?P_ID=abc`, a.token), 400);
  });

  it('hides a product once it is unlisted and shows it again when listed', async () => {
    const a = await freshCustomer(api, 'wish-d');
    await ok(Items, authedPost(`${api}/Wishlist/Add?P_ID=${WATCH}`, a.token));
    expect((await adminPost(upstream, '/Admin/Products/Update', catalog, { id: WATCH, isListed: false })).status).toBe(
      200,
    );
    expect(await ok(Items, authedPost(`${api}/Wishlist/Items`, a.token))).toEqual([]);
    expect((await adminPost(upstream, '/Admin/Products/Update', catalog, { id: WATCH, isListed: true })).status).toBe(
      200,
    );
    expect(ids(await ok(Items, authedPost(`${api}/Wishlist/Items`, a.token)))).toEqual([WATCH]);
  });

  it("merges a guest's list after login once each, the guest's newest first", async () => {
    const a = await freshCustomer(api, 'wish-e');
    await ok(Items, authedPost(`${api}/Wishlist/Add?P_ID=${RING}`, a.token));
    const merged = await ok(
      Merge,
      authedPost(`${api}/Wishlist/merge-items`, a.token, { items: [WATCH, RING, WATCH, 999999] }),
    );
    expect(merged.dropped).toBe(0);
    expect(ids(merged.items)).toEqual([WATCH, RING]);
  });

  it("shows a guest's list without a session and bounds its size", async () => {
    expect(ids(await ok(Items, postJson(`${api}/Wishlist/guest-items`, { items: [WATCH, 999999, RING] })))).toEqual([
      WATCH,
      RING,
    ]);
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1);
    await expectRefusal(postJson(`${api}/Wishlist/guest-items`, { items: tooMany }), 400);
  });
});

describe('back-in-stock alerts', () => {
  it('refuses a bad address, an option in stock and an unknown option', async () => {
    const { colorId, size } = await optionOf(RING);
    expect((await setStock(RING, colorId, size, 4)).status).toBe(200);
    const body = { email: 'not-an-email', P_ID: RING, SELECTED_COLOR: colorId, size };
    await expectRefusal(postJson(`${api}/Product/NotifyBackInStock`, body), 400, 'Please enter a valid email address.');
    await expectRefusal(
      postJson(`${api}/Product/NotifyBackInStock`, { ...body, email: 'asha@example.com' }),
      409,
      'This option is in stock now: you can buy it.',
      'IN_STOCK',
    );
    await expectRefusal(
      postJson(`${api}/Product/NotifyBackInStock`, { ...body, email: 'asha@example.com', SELECTED_COLOR: 999999 }),
      404,
    );
  });

  it('mails each waiting address once when the operator restocks, with the product link', async () => {
    const { colorId, color, size } = await optionOf(WATCH);
    expect((await setStock(WATCH, colorId, size, 0)).status).toBe(200);
    const first = freshContact('alert').email;
    const second = freshContact('alert').email;
    for (const email of [first, first.toUpperCase(), second]) {
      const answer = await postJson(`${api}/Product/NotifyBackInStock`, {
        email,
        P_ID: WATCH,
        SELECTED_COLOR: colorId,
        size,
      });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body).toEqual({ message: "Thanks! We will email you when it's back in stock." });
    }
    // Two restocks at once: each address is mailed once.
    const restocks = await Promise.all([setStock(WATCH, colorId, size, 5), setStock(WATCH, colorId, size, 7)]);
    expect(restocks.map((r) => r.status)).toEqual([200, 200]);
    for (const email of [first, second]) {
      const mails = (await upstream.outbox(email)).filter((m) => m.subject.startsWith('Back in stock'));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toContain(color);
      expect(mails[0]!.body).toMatch(/https?:\/\/[^\s]+\/product\/[^\s]+/);
    }
    // Emptied and restocked again: nobody is waiting, no new mail.
    await setStock(WATCH, colorId, size, 0);
    await setStock(WATCH, colorId, size, 3);
    expect((await upstream.outbox(first)).filter((m) => m.subject.startsWith('Back in stock'))).toHaveLength(1);
  });
});
