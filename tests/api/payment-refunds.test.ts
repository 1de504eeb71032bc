// A payment for an order that can no longer take it (cancelled after its payment hold, or already
// paid by another payment) is never settled: it becomes a refund-due record that the operators'
// list shows, an alert mail to the support address and a warn log, and the order's payment facts
// (what its confirmation page shows) carry it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL } from '@shop/commerce/company';
import { onOrigin, payThroughSandbox, postForm, sandboxHandBack } from '../support/payment-sandbox.ts';
import { startUpstream, testClock, type RunningUpstream } from '../support/upstream.ts';
import {
  openRefundsOf,
  orderStatus,
  paymentState,
  prepaidRingOrder,
  redirectOf,
  responseOutcomes,
  retryPayment,
} from './payment-helpers.ts';
import { OrderCreated } from './checkout-contract.ts';

const clock = testClock();
let upstream: RunningUpstream;
let api: string;

beforeAll(async () => {
  upstream = await startUpstream({ now: clock.now });
  api = `${upstream.url}/api`;
});
afterAll(() => upstream?.close());

describe('a late payment', () => {
  it('for an order cancelled after its payment hold becomes a refund due, with an alert to support', async () => {
    const { customer, created, redirect } = await prepaidRingOrder(api, 'late');
    clock.advance(31 * 60_000);
    expect(await orderStatus(api, customer.token, created.order_id)).toBe('Cancelled');

    const paid = await payThroughSandbox(upstream.url, redirect, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.location).toMatch(new RegExp(`/orderconfirmation/${created.order_id}$`));
    expect(await orderStatus(api, customer.token, created.order_id)).toBe('Cancelled');
    expect(await responseOutcomes(upstream, created.order_id)).toEqual(['refund_due']);

    const state = await paymentState(api, customer.token, created.order_id);
    expect(state).toMatchObject({
      order_status: 'Cancelled',
      payment_status: 'Expired',
      refunds: [{ amount: 18398, currency: 'INR', reason: 'order_cancelled', resolved_at: null }],
    });
    const open = (await openRefundsOf(upstream)).filter((r) => r.order_id_new === created.order_id);
    expect(open).toMatchObject([
      { amount: 18398, currency: 'INR', reason: 'order_cancelled', reference: created.order_id },
    ]);
    const [alert] = await upstream.outbox(SUPPORT_EMAIL);
    expect(alert?.subject).toBe(`Refund due: ${created.order_id}`);
    expect(alert?.body).toContain('INR 18398.00');
  });

  it('for an order another payment already settled is a refund due too', async () => {
    const { customer, created, redirect } = await prepaidRingOrder(api, 'twice');
    expect((await payThroughSandbox(upstream.url, redirect, 'pay')).status).toBe(303);
    expect((await payThroughSandbox(upstream.url, redirect, 'pay')).status).toBe(303);
    expect(await orderStatus(api, customer.token, created.order_id)).toBe('Success');
    expect((await paymentState(api, customer.token, created.order_id)).refunds).toMatchObject([
      { amount: 18398, reason: 'already_paid' },
    ]);
  });

  it('of an earlier attempt, after a retry settled the order, is a refund due', async () => {
    const { customer, created, redirect } = await prepaidRingOrder(api, 'attempts');
    expect((await payThroughSandbox(upstream.url, redirect, 'cancel')).status).toBe(303);
    const retried = OrderCreated.parse((await retryPayment(api, customer.token, created.order_id)).body);
    expect((await payThroughSandbox(upstream.url, redirectOf(retried), 'pay')).status).toBe(303);
    expect(await orderStatus(api, customer.token, created.order_id)).toBe('Success');
    expect((await payThroughSandbox(upstream.url, redirect, 'pay')).status).toBe(303);
    expect((await paymentState(api, customer.token, created.order_id)).refunds).toMatchObject([
      { reason: 'already_paid' },
    ]);
    expect(await responseOutcomes(upstream, created.order_id)).toEqual(['cancelled', 'settled', 'refund_due']);
  });
});

describe('one gateway response posted several times at once', () => {
  // On PostgreSQL the copies run in parallel transactions: without the order's row lock each would
  // miss the others' uncommitted "processed" record and make a refund due of a payment settled once.
  it('settles the order once; the other copies are replays, never a refund due', async () => {
    const { customer, created, redirect } = await prepaidRingOrder(api, 'copies');
    const { handBack } = await sandboxHandBack(upstream.url, redirect, 'pay');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        postForm(onOrigin(upstream.url, handBack.action), { encResp: handBack.encResp, orderNo: handBack.orderNo }),
      ),
    );
    await Promise.all(answers.map((a) => a.arrayBuffer()));
    expect(answers.map((a) => a.status).filter((status) => status >= 500)).toEqual([]);
    expect(await orderStatus(api, customer.token, created.order_id)).toBe('Success');
    expect((await responseOutcomes(upstream, created.order_id)).sort()).toEqual([
      'replayed',
      'replayed',
      'replayed',
      'replayed',
      'settled',
    ]);
    expect((await paymentState(api, customer.token, created.order_id)).refunds).toEqual([]);
    expect((await openRefundsOf(upstream)).filter((r) => r.order_id_new === created.order_id)).toEqual([]);
  });
});
