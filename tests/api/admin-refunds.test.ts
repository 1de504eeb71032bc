// The console's refunds: a paid prepaid order cancelled by its shopper is a refund due; an operator
// who may refund marks it refunded with the reference of the money sent back (audited on the
// order, the shopper mailed), once only, even when two try at once; other roles get 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setStock } from '../support/database.ts';
import { payThroughSandbox } from '../support/payment-sandbox.ts';
import { startUpstream, type RunningUpstream } from '../support/upstream.ts';
import { authedPost } from './account-helpers.ts';
import { adminGet, adminPost, operatorToken, ownerToken } from './admin-helpers.ts';
import { RING } from './checkout-helpers.ts';
import { prepaidRingOrder } from './payment-helpers.ts';

const ORDER_EMAIL = 'test.shopper@example.com';
let upstream: RunningUpstream;
let api: string;

interface RefundPage {
  items: Array<{
    id: number;
    orderNumber: string;
    amount: number;
    reason: string;
    resolvedBy: string | null;
    resolutionNote: string | null;
  }>;
  total: number;
}

beforeAll(async () => {
  upstream = await startUpstream();
  api = `${upstream.url}/api`;
  await setStock(upstream, RING, 50);
});
afterAll(() => upstream?.close());

/** A paid prepaid order that its shopper cancelled: its order number. */
async function cancelledPaidOrder(tag: string): Promise<string> {
  const { customer, created, redirect } = await prepaidRingOrder(api, tag);
  expect((await payThroughSandbox(upstream.url, redirect, 'pay')).status).toBe(303);
  expect((await authedPost(`${api}/Order/Cancel`, customer.token, { OrderID: created.order_id })).status).toBe(200);
  return created.order_id;
}

describe('refunds due', () => {
  it('lists a cancelled paid order and resolves it once, audited and mailed', async () => {
    const orderNumber = await cancelledPaidOrder('refund-one');
    const fulfilment = await operatorToken(upstream, 'fulfilment');
    const due = (await adminGet(upstream, '/Admin/Refunds?status=due', fulfilment.token)).body as RefundPage;
    const refund = due.items.find((item) => item.orderNumber === orderNumber);
    expect(refund).toMatchObject({ amount: 18398, reason: 'cancelled' });

    const short = await adminPost(upstream, '/Admin/Refunds/Resolve', fulfilment.token, { id: refund!.id, note: 'x' });
    expect(short.status).toBe(400);
    const [first, second] = await Promise.all([
      adminPost(upstream, '/Admin/Refunds/Resolve', fulfilment.token, { id: refund!.id, note: 'NEFT UTR 4411' }),
      adminPost(upstream, '/Admin/Refunds/Resolve', fulfilment.token, { id: refund!.id, note: 'NEFT UTR 4412' }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);

    const stillDue = (await adminGet(upstream, '/Admin/Refunds?status=due', fulfilment.token)).body as RefundPage;
    expect(stillDue.items.some((item) => item.id === refund!.id)).toBe(false);
    const resolved = (await adminGet(upstream, '/Admin/Refunds?status=resolved', fulfilment.token)).body as RefundPage;
    expect(resolved.items.find((item) => item.id === refund!.id)).toMatchObject({
      resolvedBy: fulfilment.name,
      resolutionNote: expect.stringMatching(/^NEFT UTR 441[12]$/),
    });

    const owner = await ownerToken(upstream);
    const audit = (await adminGet(upstream, `/Admin/Audit?entityType=order&entityId=${orderNumber}`, owner)).body as {
      items: Array<{ action: string; operatorEmail: string }>;
    };
    expect(audit.items.filter((entry) => entry.action === 'refund.resolve')).toEqual([
      expect.objectContaining({ operatorEmail: fulfilment.email }),
    ]);
    const mails = await upstream.outbox(ORDER_EMAIL);
    expect(mails.filter((mail) => mail.subject === `Refund issued for order ${orderNumber}`)).toHaveLength(1);
  });

  it('keeps refunds to the roles that may refund', async () => {
    const support = await operatorToken(upstream, 'support');
    expect((await adminGet(upstream, '/Admin/Refunds', support.token)).status).toBe(403);
    expect(
      (await adminPost(upstream, '/Admin/Refunds/Resolve', support.token, { id: 1, note: 'UTR 1234' })).status,
    ).toBe(403);
    const owner = await ownerToken(upstream);
    expect((await adminPost(upstream, '/Admin/Refunds/Resolve', owner, { id: 999999, note: 'UTR 1234' })).status).toBe(
      404,
    );
  });
});
