// The order lifecycle as the shopper meets it (GET /api/Order/Tracking, POST /api/Order/Cancel,
// POST /api/Order/ReturnRequest) with the shop's side moved through the console's transition route:
// a cancel before shipping restocks, gives the coupon uses back and mails; a cancel after shipping
// is refused; a paid prepaid order's cancel records a refund due; a return is asked within the 7
// days after delivery and not after, then received (restock) and refunded (refund issued); every
// transition mails the shopper; two racing transitions of one order: exactly one wins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ORDER_STATES, expectedDeliveryDate } from '@shop/commerce/checkout/order-lifecycle';
import { setStock } from '../support/database.ts';
import { payThroughSandbox } from '../support/payment-sandbox.ts';
import { startUpstream, testClock, type RunningUpstream } from '../support/upstream.ts';
import { authed, authedPost, expectRefusal, login } from './account-helpers.ts';
import { adminGet, adminPost, operatorToken, ownerToken } from './admin-helpers.ts';
import { OrderCreated, OrderRows } from './checkout-contract.ts';
import { RING, addLine, createOrder, orderDetail, orderRows, shopper, stockOf } from './checkout-helpers.ts';
import { openRefundsOf, prepaidRingOrder } from './payment-helpers.ts';

const PUBLIC_URL = 'https://shop.example';
/** Every test customer's billing address carries this email (checkout-helpers.ts): the order mails go there. */
const ORDER_EMAIL = 'test.shopper@example.com';

const Tracking = z
  .object({
    order_id_new: z.string(),
    order_Date: z.string(),
    order_status: z.string(),
    status: z.enum(ORDER_STATES),
    status_label: z.string(),
    paytype: z.number(),
    timeline: z.array(z.object({ status: z.enum(ORDER_STATES), label: z.string(), at: z.iso.datetime() }).strict()),
    courier_name: z.string().nullable(),
    awb_number: z.string().nullable(),
    tracking_url: z.string().nullable(),
    expected_delivery_date: z.string().nullable(),
    shipped_at: z.string().nullable(),
    delivered_at: z.string().nullable(),
    return_kind: z.enum(['return', 'replacement']).nullable(),
    return_reason: z.string().nullable(),
    return_window_ends: z.string().nullable(),
    can_cancel: z.boolean(),
    can_request_return: z.boolean(),
  })
  .strict();

const START = new Date('2026-03-10T04:30:00Z');
const clock = testClock(START);
let upstream: RunningUpstream;
let api: string;
let owner: string;

beforeAll(async () => {
  upstream = await startUpstream({ now: clock.now, publicUrl: PUBLIC_URL });
  api = `${upstream.url}/api`;
  await setStock(upstream, RING, 50);
  owner = await ownerToken(upstream);
});
afterAll(() => upstream?.close());

/** A fresh customer's cash on delivery order of one ring (18,498 with its offer dock). */
async function codOrder(tag: string) {
  const customer = await shopper(api, tag);
  await addLine(api, customer.token, RING);
  const answer = await createOrder(api, customer.token, { id: customer.addressId, paytype: 2, discount: 0 });
  expect(answer.status, answer.text).toBe(200);
  return { customer, orderId: OrderCreated.parse(answer.body).order_id };
}

async function tracking(token: string, orderId: string) {
  const answer = await authed(`${api}/Order/Tracking?OrderID=${orderId}`, token);
  expect(answer.status, answer.text.slice(0, 300)).toBe(200);
  return Tracking.parse(answer.body);
}

const cancel = (token: string, orderId: string) => authedPost(`${api}/Order/Cancel`, token, { OrderID: orderId });
const askReturn = (token: string, orderId: string, kind: string, reason: string) =>
  authedPost(`${api}/Order/ReturnRequest`, token, { OrderID: orderId, kind, reason });

const SHIPMENT = {
  courierName: 'Blue Dart',
  awbNumber: 'BD12345678',
  trackingUrl: 'https://www.bluedart.com/track?awb=BD12345678',
};

/** The console moves an order (owner token unless given); expects it done. */
async function move(orderId: string, to: string, extra: Record<string, unknown> = {}, token = owner) {
  const answer = await adminPost(upstream, '/Admin/Orders/Transition', token, { orderIds: [orderId], to, ...extra });
  expect(answer.status, answer.text.slice(0, 400)).toBe(200);
  const [result] = (answer.body as { results: Array<{ ok: boolean; message: string | null }> }).results;
  expect(result?.ok, result?.message ?? '').toBe(true);
}

/** Moves the clock; sessions made before may have expired, so the owner and the customer sign in again. */
async function travel(to: Date, customer: { email: string; password: string; token: string }) {
  clock.set(to);
  owner = await ownerToken(upstream);
  customer.token = await login(api, customer.email, customer.password);
}

/** The subjects of the mails about one order, oldest first. */
async function mailsAbout(orderId: string): Promise<string[]> {
  return (await upstream.outbox(ORDER_EMAIL))
    .filter((m) => m.subject.includes(orderId))
    .map((m) => m.subject)
    .reverse();
}

describe('a cash on delivery order, placed', () => {
  it('is Placed, may be cancelled, and its "order placed" mail links to its tracking page', async () => {
    const { customer, orderId } = await codOrder('placed');
    const t = await tracking(customer.token, orderId);
    expect(t).toMatchObject({ status: 'placed', status_label: 'Placed', order_status: 'Success', can_cancel: true });
    expect(t.can_request_return).toBe(false);
    expect(t.timeline.map((e) => e.status)).toEqual(['placed']);
    const [mail] = (await upstream.outbox(ORDER_EMAIL)).filter((m) => m.subject === `Your order ${orderId} is placed`);
    expect(mail?.body).toContain(`${PUBLIC_URL}/orderconfirmation/${orderId}/track`);
    const row = OrderRows.parse((await orderRows(api, customer.token)).body).find((o) => o.order_id_new === orderId);
    expect(row).toMatchObject({ status: 'placed', status_label: 'Placed' });
  });

  it("answers 404 for another customer's order and an unknown one", async () => {
    const { orderId } = await codOrder('owner-a');
    const other = await shopper(api, 'owner-b');
    await expectRefusal(authed(`${api}/Order/Tracking?OrderID=${orderId}`, other.token), 404, 'Order not found');
    await expectRefusal(cancel(other.token, orderId), 404, 'Order not found');
    await expectRefusal(cancel(other.token, 'LUM0000000001'), 404, 'Order not found');
    expect((await authed(`${api}/Order/Tracking?OrderID=${orderId}`, '')).status).toBe(401);
  });
});

describe('the shopper cancels', () => {
  it('before shipping: the stock comes back, the shopper is mailed, the invoice stays', async () => {
    const { customer, orderId } = await codOrder('cancel');
    const stock = await stockOf(api, RING);
    const answer = await cancel(customer.token, orderId);
    expect(answer.status, answer.text).toBe(200);
    expect(Tracking.parse(answer.body)).toMatchObject({
      status: 'cancelled',
      status_label: 'Cancelled',
      order_status: 'Cancelled',
      can_cancel: false,
    });
    expect(await stockOf(api, RING)).toBe(stock + 1);
    expect(await mailsAbout(orderId)).toEqual([
      `Your order ${orderId} is placed`,
      `Your order ${orderId} is cancelled`,
    ]);
    const row = OrderRows.parse((await orderRows(api, customer.token)).body).find((o) => o.order_id_new === orderId);
    expect(row?.invoice_file).toMatch(/^\/files\/invoices\//);
    // Once is enough: the second cancel is refused and restocks nothing.
    await expectRefusal(
      cancel(customer.token, orderId),
      409,
      'This order can no longer be cancelled.',
      'CANCEL_NOT_ALLOWED',
    );
    expect(await stockOf(api, RING)).toBe(stock + 1);
  });

  it('after shipping: refused with the reason; the tracking shows courier, AWB, link and expected date', async () => {
    const { customer, orderId } = await codOrder('shipped');
    await move(orderId, 'packed');
    expect((await tracking(customer.token, orderId)).can_cancel).toBe(true);
    await move(orderId, 'shipped', SHIPMENT);
    await expectRefusal(
      cancel(customer.token, orderId),
      409,
      'This order has already shipped and can no longer be cancelled.',
      'CANCEL_NOT_ALLOWED',
    );
    const t = await tracking(customer.token, orderId);
    expect(t).toMatchObject({
      status: 'shipped',
      status_label: 'Shipped',
      order_status: 'Success',
      courier_name: 'Blue Dart',
      awb_number: 'BD12345678',
      tracking_url: SHIPMENT.trackingUrl,
      can_cancel: false,
    });
    // Shipped on 10 March (India time), plus the most days of the order's delivery estimate.
    const { deliverdays } = (await orderDetail(api, customer.token, orderId)).body as { deliverdays: string };
    expect(t.expected_delivery_date).toBe(expectedDeliveryDate(START, deliverdays));
    expect(t.expected_delivery_date).toMatch(/^2026-03-1\d$/);
    expect(t.timeline.map((e) => e.label)).toEqual(['Placed', 'Packed', 'Shipped']);
    const shipped = (await upstream.outbox(ORDER_EMAIL)).find((m) => m.subject === `Your order ${orderId} has shipped`);
    expect(shipped?.body).toContain('AWB number: BD12345678');
    expect(shipped?.body).toContain(SHIPMENT.trackingUrl);
  });
});

describe('a paid prepaid order', () => {
  it('mails "order placed" when paid; its cancel records a refund due', async () => {
    const { customer, created, redirect } = await prepaidRingOrder(api, 'prepaid');
    expect((await tracking(customer.token, created.order_id)).status).toBe('pending_payment');
    expect((await payThroughSandbox(upstream.url, redirect, 'pay')).status).toBe(303);
    const paid = await tracking(customer.token, created.order_id);
    expect(paid).toMatchObject({ status: 'paid', status_label: 'Paid', can_cancel: true });
    expect(paid.timeline.map((e) => e.status)).toEqual(['pending_payment', 'paid']);
    expect(await mailsAbout(created.order_id)).toEqual([`Your order ${created.order_id} is placed`]);

    expect((await cancel(customer.token, created.order_id)).status).toBe(200);
    const refunds = (await openRefundsOf(upstream)).filter((r) => r.order_id_new === created.order_id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ reason: 'cancelled', amount: 18398 });
    const mail = (await upstream.outbox(ORDER_EMAIL)).find(
      (m) => m.subject === `Your order ${created.order_id} is cancelled`,
    );
    expect(mail?.body).toContain('will be refunded');
    // A paid order cancelled later is not offered another payment.
    expect(
      (await authedPost(`${api}/Checkout/RetryPayment`, customer.token, { order_id: created.order_id })).status,
    ).toBe(409);
  });
});

describe('returns within 7 days of delivery', () => {
  async function deliveredOrder(tag: string) {
    const order = await codOrder(tag);
    await move(order.orderId, 'packed');
    await move(order.orderId, 'shipped', SHIPMENT);
    await move(order.orderId, 'out_for_delivery');
    await move(order.orderId, 'delivered');
    return order;
  }

  it('may not be asked before delivery', async () => {
    const { customer, orderId } = await codOrder('early-return');
    await expectRefusal(
      askReturn(customer.token, orderId, 'return', 'Changed my mind'),
      409,
      'A return or replacement can be requested only after the order is delivered.',
      'RETURN_NOT_ALLOWED',
    );
  });

  it('is asked on the 7th day; received restocks; refunded issues the refund; each step mailed', async () => {
    const { customer, orderId } = await deliveredOrder('return');
    const delivered = await tracking(customer.token, orderId);
    expect(delivered).toMatchObject({
      status: 'delivered',
      can_request_return: true,
      return_window_ends: '2026-03-17',
    });
    await expectRefusal(
      askReturn(customer.token, orderId, 'swap', 'Strap broke'),
      400,
      undefined,
      'RETURN_KIND_REQUIRED',
    );
    await expectRefusal(askReturn(customer.token, orderId, 'return', 'bad'), 400, undefined, 'RETURN_REASON_INVALID');

    // The last minute of the 7th day after delivery, India time (delivered 10 March, 10:00 IST).
    await travel(new Date('2026-03-17T18:29:00Z'), customer);
    const asked = await askReturn(customer.token, orderId, 'return', 'The ring is too small');
    expect(asked.status, asked.text).toBe(200);
    expect(Tracking.parse(asked.body)).toMatchObject({
      status: 'return_requested',
      status_label: 'Return requested',
      return_kind: 'return',
      return_reason: 'The ring is too small',
      can_request_return: false,
    });
    const stock = await stockOf(api, RING);
    await move(orderId, 'return_received');
    expect(await stockOf(api, RING)).toBe(stock + 1);
    await move(orderId, 'refunded');
    const refunds = (await openRefundsOf(upstream)).filter((r) => r.order_id_new === orderId);
    expect(refunds).toEqual([]);
    expect((await tracking(customer.token, orderId)).timeline.map((e) => e.label)).toEqual([
      'Placed',
      'Packed',
      'Shipped',
      'Out for delivery',
      'Delivered',
      'Return requested',
      'Return received',
      'Refunded',
    ]);
    // Each of the shop's moves is audited with the changed fields before and after; the shopper's are not.
    const audit = await adminGet(upstream, `/Admin/Audit?entityType=order&entityId=${orderId}&first=50`, owner);
    expect(audit.status, audit.text.slice(0, 300)).toBe(200);
    const entries = (audit.body as { items: Array<{ action: string; before: unknown; after: unknown }> }).items;
    expect(entries.map((e) => e.action).reverse()).toEqual([
      'order.packed',
      'order.shipped',
      'order.out_for_delivery',
      'order.delivered',
      'order.return_received',
      'order.refunded',
    ]);
    const shippedEntry = entries.find((e) => e.action === 'order.shipped');
    expect(shippedEntry?.before).toMatchObject({ status: 'packed', awb_number: null });
    expect(shippedEntry?.after).toMatchObject({
      status: 'shipped',
      awb_number: 'BD12345678',
      courier_name: 'Blue Dart',
    });
    expect(await mailsAbout(orderId)).toEqual([
      `Your order ${orderId} is placed`,
      `Order ${orderId}: Packed`,
      `Your order ${orderId} has shipped`,
      `Your order ${orderId} is out for delivery`,
      `Your order ${orderId} is delivered`,
      `We have your request for order ${orderId}`,
      `Order ${orderId}: Return received`,
      `Refund issued for order ${orderId}`,
    ]);
    await travel(START, customer);
  });

  it('is refused on the 8th day after delivery', async () => {
    const { customer, orderId } = await deliveredOrder('late-return');
    // The first minute of the 8th day.
    await travel(new Date('2026-03-17T18:30:00Z'), customer);
    try {
      expect((await tracking(customer.token, orderId)).can_request_return).toBe(false);
      await expectRefusal(
        askReturn(customer.token, orderId, 'replacement', 'The strap broke'),
        409,
        'Returns and replacements can be requested within 7 days of delivery.',
        'RETURN_WINDOW_CLOSED',
      );
    } finally {
      await travel(START, customer);
    }
  });

  it('a replacement is replaced, not refunded', async () => {
    const { customer, orderId } = await deliveredOrder('replacement');
    expect((await askReturn(customer.token, orderId, 'replacement', 'The strap broke')).status).toBe(200);
    await move(orderId, 'return_received');
    const refused = await adminPost(upstream, '/Admin/Orders/Transition', owner, {
      orderIds: [orderId],
      to: 'refunded',
    });
    expect((refused.body as { results: Array<{ ok: boolean; message: string }> }).results[0]).toMatchObject({
      ok: false,
      message: 'Only a received return can be refunded.',
    });
    await move(orderId, 'replaced');
    expect((await tracking(customer.token, orderId)).status_label).toBe('Replaced');
  });
});

describe('roles on the shop side', () => {
  it('a support operator may not ship; a fulfilment operator may', async () => {
    const { orderId } = await codOrder('roles');
    const support = await operatorToken(upstream, 'support');
    const refused = await adminPost(upstream, '/Admin/Orders/Transition', support.token, {
      orderIds: [orderId],
      to: 'packed',
    });
    expect(refused.status).toBe(403);
    const fulfilment = await operatorToken(upstream, 'fulfilment');
    await move(orderId, 'packed', {}, fulfilment.token);
  });
});

describe('races', () => {
  it('two cancels at once: one wins, the other is refused, the stock comes back once', async () => {
    const { customer, orderId } = await codOrder('race-cancel');
    const stock = await stockOf(api, RING);
    const answers = await Promise.all([cancel(customer.token, orderId), cancel(customer.token, orderId)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await stockOf(api, RING)).toBe(stock + 1);
    expect((await mailsAbout(orderId)).filter((s) => s.endsWith('is cancelled'))).toHaveLength(1);
  });

  it("the shopper's cancel against the shop's shipping: exactly one wins", async () => {
    const { customer, orderId } = await codOrder('race-ship');
    await move(orderId, 'packed');
    const [cancelled, shipped] = await Promise.all([
      cancel(customer.token, orderId),
      adminPost(upstream, '/Admin/Orders/Transition', owner, { orderIds: [orderId], to: 'shipped', ...SHIPMENT }),
    ]);
    const shipOk = (shipped.body as { results: Array<{ ok: boolean }> }).results[0]?.ok === true;
    expect([cancelled.status === 200, shipOk].filter(Boolean)).toHaveLength(1);
    const t = await tracking(customer.token, orderId);
    expect(t.status).toBe(shipOk ? 'shipped' : 'cancelled');
    expect(t.timeline.filter((e) => e.status === 'shipped' || e.status === 'cancelled')).toHaveLength(1);
  });
});
