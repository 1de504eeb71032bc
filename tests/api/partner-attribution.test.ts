// Contract of attribution by referral link and of the incentive lifecycle: a visit through
// /?ref=CODE (POST /api/CP/referral_visit) attributes the visitor's orders to the partner while the
// visit is inside REFERRAL_WINDOW_DAYS, a shared coupon beats the link, the newest visit wins, and a
// partner buying through its own link earns nothing (nor does its Master). Incentives are Pending
// until the order is delivered and its return window has passed (Approved), Reversed when the order
// is cancelled or refunded; the base is net of GST.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { setStock } from '../support/database.ts';
import { startUpstream, testClock, type RunningUpstream } from '../support/upstream.ts';
import { authedPost } from './account-helpers.ts';
import { adminPost, ownerToken } from './admin-helpers.ts';
import { RING, addLine, createOrder, saveAddresses, shopper } from './checkout-helpers.ts';
import { KAVYA, ROHAN, partnerGet } from './partner-helpers.ts';
import { OrderRows, partnerRead, session, type PartnerSession } from './partner-program-helpers.ts';
import { request } from './http.ts';

const DAY = 24 * 60 * 60 * 1000;
const START = new Date('2026-11-02T04:30:00Z');
const clock = testClock(START);
let upstream: RunningUpstream;
let api: string;
let rohan: PartnerSession;
let kavya: PartnerSession;

beforeAll(async () => {
  upstream = await startUpstream({ now: clock.now });
  api = `${upstream.url}/api`;
  await setStock(upstream, RING, 60);
  [rohan, kavya] = await Promise.all([session(api, ROHAN.email), session(api, KAVYA.email)]);
});
afterAll(() => upstream?.close());

const Visit = z.object({ token: z.string().min(40), expires_at: z.string(), cpname: z.string() }).strict();

async function visit(code: string): Promise<string> {
  const answer = await request(`${api}/CP/referral_visit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  expect(answer.status, answer.text).toBe(200);
  return Visit.parse(answer.body).token;
}

/** A fresh customer's cash on delivery ring order (17,999 + dock 499, no coupon), with the referral token. */
async function ringOrder(tag: string, referralToken?: string) {
  const customer = await shopper(api, tag);
  await addLine(api, customer.token, RING);
  const answer = await createOrder(api, customer.token, {
    id: customer.addressId,
    paytype: 2,
    discount: 0,
    ...(referralToken ? { referral_token: referralToken } : {}),
  });
  expect(answer.status, answer.text).toBe(200);
  return { customer, orderId: (answer.body as { order_id: string }).order_id };
}

/** Moves the clock; partner sessions made before may have expired, so both partners sign in again. */
async function travel(to: Date) {
  clock.set(to);
  [rohan, kavya] = await Promise.all([session(api, ROHAN.email), session(api, KAVYA.email)]);
}

const rowsOf = async (s: PartnerSession, orderId: string) =>
  (await partnerRead(`${api}/CP/cp_order_details`, s.token, OrderRows)).filter((r) => r.order_id_new === orderId);

async function move(orderId: string, to: string, extra: Record<string, unknown> = {}) {
  const answer = await adminPost(upstream, '/Admin/Orders/Transition', await ownerToken(upstream), {
    orderIds: [orderId],
    to,
    ...extra,
  });
  expect(answer.status, answer.text.slice(0, 300)).toBe(200);
  const [result] = (answer.body as { results: Array<{ ok: boolean; message: string | null }> }).results;
  expect(result?.ok, result?.message ?? '').toBe(true);
}

const SHIPMENT = { courierName: 'Blue Dart', awbNumber: 'BD12345678', trackingUrl: 'https://www.bluedart.com/t' };

describe('POST /api/CP/referral_visit', () => {
  it('answers a token for an Active partner’s code in any case, and 404 for an unknown one', async () => {
    expect(await visit('v5g1002')).not.toBe(await visit('V5G1002'));
    const unknown = await request(`${api}/CP/referral_visit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'V5X9999' }),
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: 'This referral link is not valid.' });
    const bad = await request(`${api}/CP/referral_visit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: "V5' or 1=1" }),
    });
    expect(bad.status).toBe(400);
  });
});

describe('an order after a visit through Kavya’s link', () => {
  it('is attributed to Kavya and her Master on the base net of GST, Pending, and both are mailed', async () => {
    const { orderId } = await ringOrder('ref-kavya', await visit(KAVYA.code));
    // 18,498 paid for goods at 18 % GST: tax 2,821.73, base 15,676.27; Kavya 7 % = 1,097.34, Rohan 8 % = 1,254.10.
    expect((await rowsOf(kavya, orderId)).map((r) => [r.role, r.base_amount, r.cp_incentive, r.status])).toEqual([
      ['referrer', 15676.27, 1097.34, 'pending'],
    ]);
    expect((await rowsOf(rohan, orderId))[0]).toMatchObject({
      role: 'master',
      cp_incentive: 1254.1,
      status: 'pending',
      attributed_by: 'link',
      coupon_code: '',
    });
    const mail = (await upstream.outbox(KAVYA.email)).find((m) => m.subject.includes(orderId));
    expect(mail?.body).toContain('₹1,097.34');
    expect(mail?.body).toContain('referral link');
  });

  it('attributes nothing once the window has passed', async () => {
    const token = await visit(KAVYA.code);
    await travel(new Date(START.getTime() + 30 * DAY + 60_000));
    try {
      const { orderId } = await ringOrder('ref-expired', token);
      expect(await rowsOf(kavya, orderId)).toEqual([]);
      expect(await rowsOf(rohan, orderId)).toEqual([]);
    } finally {
      await travel(START);
    }
  });

  it('lets the newest visit win', async () => {
    await visit(KAVYA.code);
    const { orderId } = await ringOrder('ref-last', await visit(ROHAN.code));
    expect(await rowsOf(kavya, orderId)).toEqual([]);
    expect((await rowsOf(rohan, orderId)).map((r) => [r.role, r.attributed_by])).toEqual([['referrer', 'link']]);
  });

  it('is a self-referral when Kavya buys through her own link with her shopper account: nobody earns', async () => {
    const login = await partnerGet(`${api}/CP/userloginbycp?email=${KAVYA.email}`, kavya.token);
    expect(login.status, login.text).toBe(200);
    const token = (login.body as { token: string }).token;
    const saved = await saveAddresses(api, token);
    await addLine(api, token, RING);
    const answer = await createOrder(api, token, {
      id: saved.id,
      paytype: 2,
      discount: 0,
      referral_token: await visit(KAVYA.code),
    });
    expect(answer.status, answer.text).toBe(200);
    const orderId = (answer.body as { order_id: string }).order_id;
    expect(await rowsOf(kavya, orderId)).toEqual([]);
    expect(await rowsOf(rohan, orderId)).toEqual([]);
  });
});

describe('the incentive lifecycle', () => {
  it('approves after delivery once the return window has passed, and never before', async () => {
    const { orderId } = await ringOrder('life-approve', await visit(ROHAN.code));
    await move(orderId, 'packed');
    await move(orderId, 'shipped', SHIPMENT);
    await move(orderId, 'out_for_delivery');
    await move(orderId, 'delivered');
    try {
      // Delivered on 2 Nov (IST): returns may be asked until the end of 9 Nov.
      await travel(new Date('2026-11-09T18:00:00Z'));
      expect((await rowsOf(rohan, orderId))[0]?.status).toBe('pending');
      await travel(new Date('2026-11-09T18:31:00Z'));
      expect((await rowsOf(rohan, orderId))[0]?.status).toBe('approved');
    } finally {
      await travel(START);
    }
  });

  it('reverses the incentive of a cancelled order and keeps listing it as Reversed', async () => {
    const { customer, orderId } = await ringOrder('life-cancel', await visit(KAVYA.code));
    const cancelled = await authedPost(`${api}/Order/Cancel`, customer.token, { OrderID: orderId });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect((await rowsOf(kavya, orderId)).map((r) => r.status)).toEqual(['reversed']);
    expect((await rowsOf(rohan, orderId)).map((r) => r.status)).toEqual(['reversed']);
  });
});
