// Customer reviews (/api/Reviews/..., /api/Admin/Reviews...): only a customer whose order of the
// product was delivered may write; one review per customer and product (an edit goes back to
// pending, two racing saves leave one); photos are re-encoded and served; the product's page of
// approved reviews has a truthful summary, each order and paging; the console's queue, approve and
// reject with a reason (audited; a second decision is refused); the seeded reviews stay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '@shop/commerce/reviews/reviews';
import { setStock, withTestDb } from '../support/database.ts';
import { startUpstream, type RunningUpstream } from '../support/upstream.ts';
import { authed, expectRefusal, withBearer } from './account-helpers.ts';
import { adminGet, adminPost, operatorToken, ownerToken } from './admin-helpers.ts';
import { OrderCreated } from './checkout-contract.ts';
import { RING, addLine, createOrder, shopper } from './checkout-helpers.ts';
import { request, type Answer } from './http.ts';

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const TEXT = 'Sleep tracking matches how I actually feel in the morning.';

let upstream: RunningUpstream;
let api: string;
let owner: string;

beforeAll(async () => {
  upstream = await startUpstream();
  api = `${upstream.url}/api`;
  await setStock(upstream, RING, 200);
  owner = await ownerToken(upstream);
});
afterAll(() => upstream?.close());

interface PageBody {
  summary: { count: number; average: number; breakdown: Array<{ stars: number; count: number }> };
  total: number;
  page: number;
  pageSize: number;
  items: Array<{ id: number; rating: number; date: string; verified: boolean; photos: string[]; author: string }>;
}

async function productPage(query: string): Promise<PageBody> {
  const answer = await request(`${api}/Reviews/Product?${query}`);
  expect(answer.status, answer.text.slice(0, 300)).toBe(200);
  return answer.body as PageBody;
}

/** A fresh customer with a cash on delivery order of a ring, moved to `to` by the console. */
async function buyer(tag: string, to: 'delivered' | 'shipped' | null = 'delivered') {
  const customer = await shopper(api, tag);
  await addLine(api, customer.token, RING);
  const answer = await createOrder(api, customer.token, { id: customer.addressId, paytype: 2, discount: 0 });
  expect(answer.status, answer.text).toBe(200);
  const orderId = OrderCreated.parse(answer.body).order_id;
  const steps = ['packed', 'shipped', 'out_for_delivery', 'delivered'];
  for (const step of to === null ? [] : steps.slice(0, steps.indexOf(to) + 1)) {
    const moved = await adminPost(upstream, '/Admin/Orders/Transition', owner, {
      orderIds: [orderId],
      to: step,
      ...(step === 'shipped'
        ? {
            courierName: 'Blue Dart',
            awbNumber: 'BD12345678',
            trackingUrl: 'https://www.bluedart.com/track?awb=BD12345678',
          }
        : {}),
    });
    expect(moved.status, moved.text.slice(0, 300)).toBe(200);
    expect((moved.body as { results: Array<{ ok: boolean }> }).results[0]?.ok, moved.text).toBe(true);
  }
  return { ...customer, orderId };
}

function save(token: string, fields: Record<string, string>, photos: Buffer[] = []): Promise<Answer> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const photo of photos) form.append('Photo', new Blob([photo], { type: 'image/png' }), 'photo.png');
  return request(`${api}/Reviews/Save`, withBearer(token, { method: 'POST', body: form }));
}

const draft = (rating = 5, text = TEXT) => ({
  productId: String(RING.pid),
  rating: String(rating),
  title: 'Great',
  text,
});

async function pendingIds(): Promise<number[]> {
  const answer = await adminGet(upstream, '/Admin/Reviews?status=pending&first=100', owner);
  expect(answer.status, answer.text.slice(0, 300)).toBe(200);
  return (answer.body as { items: Array<{ id: number }> }).items.map((i) => i.id);
}

const moderate = (token: string, body: Record<string, unknown>) =>
  adminPost(upstream, '/Admin/Reviews/Moderate', token, body);

describe('who may write', () => {
  it('refuses a visitor without a session', async () => {
    expect((await save('', draft())).status).toBe(401);
  });

  it('refuses a customer whose order is not delivered yet, with the message shoppers read', async () => {
    const customer = await buyer('rv-shipped', 'shipped');
    const mine = await authed(`${api}/Reviews/Mine?productId=${RING.pid}`, customer.token);
    expect(mine.body).toMatchObject({ canReview: false, message: REVIEW_MESSAGES.onlyBuyers, review: null });
    await expectRefusal(save(customer.token, draft()), 403, REVIEW_MESSAGES.onlyBuyers, 'NOT_A_BUYER');
  });

  it('lets a customer with a delivered order write a pending, verified review', async () => {
    const customer = await buyer('rv-ok');
    const mine = await authed(`${api}/Reviews/Mine?productId=${RING.pid}`, customer.token);
    expect(mine.body).toMatchObject({ canReview: true, message: null, review: null });
    const saved = await save(customer.token, draft(4), [PNG_1X1]);
    expect(saved.status, saved.text).toBe(200);
    const body = saved.body as {
      id: number;
      message: string;
      review: { status: string; verified: boolean; photos: string[] };
    };
    expect(body.message).toBe(REVIEW_MESSAGES.submitted);
    expect(body.review).toMatchObject({ status: 'pending', verified: true, rating: 4 });
    expect(body.review.photos).toHaveLength(1);
    const photo = await fetch(`${upstream.url}${body.review.photos[0]}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(await pendingIds()).toContain(body.id);
  });

  it('refuses bad input with the field and its message', async () => {
    const customer = await buyer('rv-bad');
    const short = await expectRefusal(save(customer.token, draft(5, 'too short')), 400, REVIEW_MESSAGES.textShort);
    expect(short.issues?.[0]?.path).toBe('/text');
    await expectRefusal(save(customer.token, draft(6)), 400, REVIEW_MESSAGES.rating);
    await expectRefusal(
      save(customer.token, draft(), [PNG_1X1, PNG_1X1, PNG_1X1, PNG_1X1]),
      400,
      REVIEW_MESSAGES.tooManyPhotos,
    );
    await expectRefusal(save(customer.token, draft(), [Buffer.from('not a picture at all')]), 400);
  });
});

describe('one review per customer and product', () => {
  it('an edit replaces the review and sends it back to pending', async () => {
    const customer = await buyer('rv-edit');
    const first = await save(customer.token, draft(5));
    const id = (first.body as { id: number }).id;
    expect((await moderate(owner, { reviewId: id, decision: 'approve' })).status).toBe(200);
    const edited = await save(customer.token, draft(2, `${TEXT} Edited after a month.`));
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toMatchObject({
      id,
      message: REVIEW_MESSAGES.updated,
      review: { status: 'pending', rating: 2 },
    });
    expect((await productPage(`productId=${RING.pid}&pageSize=50`)).items.map((i) => i.id)).not.toContain(id);
  });

  it('two racing saves leave one review', async () => {
    const customer = await buyer('rv-race');
    const answers = await Promise.all([save(customer.token, draft(5)), save(customer.token, draft(3))]);
    for (const answer of answers) expect(answer.status, answer.text).toBe(200);
    const ids = new Set(answers.map((a) => (a.body as { id: number }).id));
    expect(ids.size).toBe(1);
    const mine = await authed(`${api}/Reviews/Mine?productId=${RING.pid}`, customer.token);
    expect((mine.body as { review: { id: number } }).review.id).toBe([...ids][0]);
  });
});

describe('moderation', () => {
  it('approve shows the review on the product with Verified; the summary counts it; audited', async () => {
    const before = await productPage(`productId=${RING.pid}&pageSize=50`);
    const customer = await buyer('rv-approve');
    const id = ((await save(customer.token, draft(1))).body as { id: number }).id;
    const catalog = await operatorToken(upstream, 'catalog');
    expect((await moderate(catalog.token, { reviewId: id, decision: 'approve' })).status).toBe(200);
    const after = await productPage(`productId=${RING.pid}&pageSize=50`);
    expect(after.summary.count).toBe(before.summary.count + 1);
    expect(after.summary.breakdown.find((b) => b.stars === 1)?.count).toBe(
      (before.summary.breakdown.find((b) => b.stars === 1)?.count ?? 0) + 1,
    );
    expect(after.items.find((i) => i.id === id)).toMatchObject({ verified: true, rating: 1 });
    await expectRefusal(
      moderate(owner, { reviewId: id, decision: 'reject', reason: 'Spam text' }),
      409,
      REVIEW_MESSAGES.alreadyModerated,
    );
    const audit = await adminGet(upstream, `/Admin/Audit?entityType=review&entityId=${id}`, owner);
    expect(audit.status, audit.text.slice(0, 300)).toBe(200);
    expect(JSON.stringify(audit.body)).toContain('review.approve');
  });

  it('reject needs a reason, keeps the review off the page and tells the customer why', async () => {
    const customer = await buyer('rv-reject');
    const id = ((await save(customer.token, draft(5))).body as { id: number }).id;
    expect((await moderate(owner, { reviewId: id, decision: 'reject' })).status).toBe(400);
    expect(
      (await moderate(owner, { reviewId: id, decision: 'reject', reason: 'Mentions a phone number' })).status,
    ).toBe(200);
    const mine = await authed(`${api}/Reviews/Mine?productId=${RING.pid}`, customer.token);
    expect(mine.body).toMatchObject({ review: { status: 'rejected', rejectReason: 'Mentions a phone number' } });
    expect((await productPage(`productId=${RING.pid}&pageSize=50`)).items.map((i) => i.id)).not.toContain(id);
    expect(await pendingIds()).not.toContain(id);
  });

  it('is guarded by role: support may not read the queue, fulfilment may not decide', async () => {
    const support = await operatorToken(upstream, 'support');
    expect((await adminGet(upstream, '/Admin/Reviews', support.token)).status).toBe(403);
    const fulfilment = await operatorToken(upstream, 'fulfilment');
    expect((await moderate(fulfilment.token, { reviewId: 1, decision: 'approve' })).status).toBe(403);
    expect((await adminGet(upstream, '/Admin/Reviews', '')).status).toBe(401);
  });

  it('the queue pages', async () => {
    const first = await adminGet(upstream, '/Admin/Reviews?status=pending&first=1&page=1', owner);
    const second = await adminGet(upstream, '/Admin/Reviews?status=pending&first=1&page=2', owner);
    const a = first.body as { total: number; items: Array<{ id: number }> };
    const b = second.body as { total: number; items: Array<{ id: number }> };
    expect(a.total).toBeGreaterThanOrEqual(2);
    expect(a.items).toHaveLength(1);
    expect(b.items[0]?.id).not.toBe(a.items[0]?.id);
  });
});

describe("a product's page of reviews", () => {
  it('keeps the seeded reviews, counts truthfully and pages', async () => {
    const all = await productPage('productId=102&pageSize=50');
    expect(all.summary.count).toBeGreaterThanOrEqual(2);
    expect(all.total).toBe(all.summary.count);
    expect(all.summary.breakdown.reduce((s, b) => s + b.count, 0)).toBe(all.summary.count);
    expect(all.items.every((i) => !i.verified)).toBe(true);
    const one = await productPage('productId=102&pageSize=1&page=2');
    expect(one.items).toHaveLength(1);
    expect(one.items[0]?.id).toBe(all.items[1]?.id);
  });

  it('sorts by date, rating, and photos only', async () => {
    const recent = (await productPage(`productId=${RING.pid}&pageSize=50`)).items;
    expect(recent.map((i) => i.date)).toEqual([...recent.map((i) => i.date)].sort().reverse());
    const highest = (await productPage(`productId=${RING.pid}&sort=highest&pageSize=50`)).items.map((i) => i.rating);
    expect(highest).toEqual([...highest].sort((x, y) => y - x));
    const lowest = (await productPage(`productId=${RING.pid}&sort=lowest&pageSize=50`)).items.map((i) => i.rating);
    expect(lowest).toEqual([...lowest].sort((x, y) => x - y));
    const photos = await productPage(`productId=${RING.pid}&sort=photos`);
    expect(photos.items.every((i) => i.photos.length > 0)).toBe(true);
  });

  it("carries only the newest ten approved reviews in the product's full shape", async () => {
    const model = await withTestDb(upstream, async (db) => {
      for (let day = 1; day <= 12; day += 1)
        await db.run(
          "insert into reviews (product_id, reviewer_name, rating, title, comment, review_date, status) values (103, ?, 4, 'Good', 'Works well', ?, 'approved')",
          `Reader ${day}`,
          `2026-10-${String(day).padStart(2, '0')}`,
        );
      await db.run(
        "insert into reviews (product_id, reviewer_name, rating, title, comment, review_date, status) values (103, 'Hidden', 1, 'No', 'Not shown', '2026-10-30', 'pending')",
      );
      return (await db.get<{ model: string }>('select model from products where id = 103'))!.model;
    });
    const answer = await request(`${api}/Product/Product_details_Modal?modal=${encodeURIComponent(model)}`);
    expect(answer.status, answer.text).toBe(200);
    const [product] = answer.body as Array<{ _Reviews: Array<{ reviewer_name: string; review_date: string }> }>;
    expect(product!._Reviews.map((r) => r.reviewer_name)).toEqual(
      [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((day) => `Reader ${day}`),
    );
    expect((await productPage('productId=103&pageSize=50')).total).toBeGreaterThanOrEqual(12);
  });

  it('refuses a bad query with 400', async () => {
    expect((await request(`${api}/Reviews/Product?productId=102&sort=best`)).status).toBe(400);
    expect((await request(`${api}/Reviews/Product?productId=abc`)).status).toBe(400);
    expect((await request(`${api}/Reviews/Product?productId=102&pageSize=500`)).status).toBe(400);
  });
});
