// Contract of prepaid orders through the CCAvenue redirect protocol and upstream's sandbox
// gateway: the encrypted request, Pay -> Success (once, after the status API confirms it), Cancel
// and Failure -> cancelled with the stock given back, forged or mismatched responses refused with
// the order unchanged, and unpaid orders released after the payment hold. The status API's
// disagreements, replays, refunds due, production settings, malformed posts and retries have their
// own files (payment-*.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeParams, decryptResponse, encodeParams, encryptRequest } from '../../upstream/src/domain/ccavenue.ts';
import { SANDBOX_ACCOUNT as SANDBOX, SANDBOX_GATEWAY_URL } from '../../upstream/src/domain/payment-constants.ts';
import { payThroughSandbox, postForm, sandboxHandBack } from '../support/payment-sandbox.ts';
import { setStock } from '../support/database.ts';
import { startUpstream, testClock, type RunningUpstream } from '../support/upstream.ts';
import { OrderCreated, OrderDetail, OrderRows } from './checkout-contract.ts';
import {
  BUDS,
  RING,
  WATCH,
  addLine,
  cartIds,
  createOrder,
  orderDetail,
  orderRows,
  shopper,
  stockOf,
} from './checkout-helpers.ts';

const clock = testClock();
let upstream: RunningUpstream;
let api: string;
const PUBLIC_URL = 'http://shop.test';

beforeAll(async () => {
  upstream = await startUpstream({ now: clock.now, publicUrl: PUBLIC_URL });
  api = `${upstream.url}/api`;
  for (const line of [RING, BUDS]) await setStock(upstream, line, 40);
});
afterAll(() => upstream?.close());

async function prepaidOrder(tag: string) {
  const customer = await shopper(api, tag);
  await addLine(api, customer.token, RING);
  await addLine(api, customer.token, BUDS, 2);
  const answer = await createOrder(api, customer.token, {
    id: customer.addressId,
    paytype: 1,
    p_coupons: [{ code: 'RING15', productId: 101, colorId: 1011, discount: 2699.85 }],
    discount: 2699.85,
  });
  expect(answer.status, answer.text).toBe(200);
  const created = OrderCreated.parse(answer.body);
  const redirect = {
    url: created.payment_url ?? '',
    encRequest: String(created.encryptedRequest),
    accessCode: created.accessCode,
  };
  return { customer, created, redirect };
}

const status = async (token: string, orderId: string) =>
  OrderDetail.parse((await orderDetail(api, token, orderId)).body).order_status;

describe('a prepaid order', () => {
  it('carries the CCAvenue request encrypted under the working key, and waits for payment', async () => {
    const stock = await stockOf(api, RING);
    const { customer, created, redirect } = await prepaidOrder('request');
    // 25094 - 2699.85 - 100 prepaid = 22294.15
    expect(created).toMatchObject({
      order_status: 'Pending',
      amount: 22294.15,
      accessCode: SANDBOX.accessCode,
      payment_url: SANDBOX_GATEWAY_URL,
    });
    // payment_redirect is the same redirect in no provider's words: what a client follows.
    expect(created.payment_redirect).toEqual({
      provider: 'ccavenue',
      url: SANDBOX_GATEWAY_URL,
      method: 'POST',
      fields: [
        { name: 'encRequest', value: created.encryptedRequest },
        { name: 'access_code', value: SANDBOX.accessCode },
      ],
    });
    const params = decodeParams(decryptResponse(redirect.encRequest, SANDBOX.workingKey) ?? '');
    expect(params).toMatchObject({
      merchant_id: SANDBOX.merchantId,
      order_id: created.order_id,
      currency: 'INR',
      amount: '22294.15',
      language: 'EN',
      redirect_url: `${PUBLIC_URL}/payment/response`,
      cancel_url: `${PUBLIC_URL}/payment/response`,
      billing_zip: '560001',
      delivery_state: 'Karnataka',
    });
    expect(await stockOf(api, RING)).toBe(stock - 1);
    expect(await cartIds(api, customer.token)).toEqual(['101-1011-8-0-151x1', '301-3013--0-352x2']);
    expect(OrderRows.parse((await orderRows(api, customer.token)).body)).toEqual([]);
    expect(await status(customer.token, created.order_id)).toBe('Pending');
  });

  it('is settled once by Pay: Success, invoice, cart emptied; a replayed response is refused', async () => {
    const { customer, created, redirect } = await prepaidOrder('pay');
    const result = await payThroughSandbox(upstream.url, redirect, 'pay');
    expect(result.paymentPage).toContain('INR 22294.15');
    expect(result.handBack.action).toBe(`${PUBLIC_URL}/payment/response`);
    expect(result.status).toBe(303);
    expect(result.location).toBe(`${PUBLIC_URL}/orderconfirmation/${created.order_id}`);
    const detail = OrderDetail.parse((await orderDetail(api, customer.token, created.order_id)).body);
    expect(detail).toMatchObject({
      order_status: 'Success',
      invoice_no: `INV-${created.order_id.slice(3)}`,
      prepaid_discount: 100,
    });
    expect(await cartIds(api, customer.token)).toEqual([]);
    const stock = await stockOf(api, RING);
    const replay = await postForm(`${upstream.url}/payment/response`, {
      encResp: result.handBack.encResp,
      orderNo: result.handBack.orderNo,
    });
    expect(replay.status).toBe(409);
    expect(await replay.text()).toContain('This payment response has already been processed.');
    expect(await status(customer.token, created.order_id)).toBe('Success');
    expect(await stockOf(api, RING)).toBe(stock);
  });

  it('is cancelled by Cancel, with the stock given back and the cart kept', async () => {
    const before = [await stockOf(api, RING), await stockOf(api, BUDS)];
    const { customer, created, redirect } = await prepaidOrder('cancel');
    expect(await stockOf(api, RING)).toBe(before[0]! - 1);
    const result = await payThroughSandbox(upstream.url, redirect, 'cancel');
    expect(result.status).toBe(303);
    expect(result.location).toBe(`${PUBLIC_URL}/orderconfirmation/${created.order_id}`);
    expect(await status(customer.token, created.order_id)).toBe('Cancelled');
    expect([await stockOf(api, RING), await stockOf(api, BUDS)]).toEqual(before);
    expect(await cartIds(api, customer.token)).toEqual(['101-1011-8-0-151x1', '301-3013--0-352x2']);
    const rows = OrderRows.parse((await orderRows(api, customer.token)).body);
    expect(rows).toMatchObject([{ order_id_new: created.order_id, order_status: 'Cancelled', invoice_file: '' }]);
    // A late Pay for the cancelled order does not revive it (the payment is due for a refund).
    expect((await payThroughSandbox(upstream.url, redirect, 'pay')).status).toBe(303);
    expect(await status(customer.token, created.order_id)).toBe('Cancelled');
  });

  it('is cancelled by a failed payment', async () => {
    const { customer, created, redirect } = await prepaidOrder('fail');
    expect((await payThroughSandbox(upstream.url, redirect, 'fail')).status).toBe(303);
    expect(await status(customer.token, created.order_id)).toBe('Cancelled');
  });
});

describe('the response handler', () => {
  it('refuses a forged encResp and leaves the order waiting', async () => {
    const { customer, created } = await prepaidOrder('forged');
    const forged = encryptRequest(
      encodeParams({ order_id: created.order_id, order_status: 'Success', amount: '22294.15', currency: 'INR' }),
      'not-the-working-key',
    );
    const refused = await postForm(`${upstream.url}/payment/response`, { encResp: forged });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await refused.text();
    expect(page).toContain('The payment response could not be verified.');
    expect(page).toContain(`href="${PUBLIC_URL}/orderlist"`);
    expect((await postForm(`${upstream.url}/payment/response`, { encResp: 'deadbeef'.repeat(8) })).status).toBe(400);
    expect((await postForm(`${upstream.url}/payment/response`, { encResp: 'not hex' })).status).toBe(400);
    expect(await status(customer.token, created.order_id)).toBe('Pending');
  });

  it('refuses a response whose amount, order or customer does not match', async () => {
    const { customer, created, redirect } = await prepaidOrder('mismatch');
    const { handBack } = await sandboxHandBack(upstream.url, redirect, 'pay');
    const params = decodeParams(decryptResponse(handBack.encResp, SANDBOX.workingKey) ?? '');
    const respond = (change: Record<string, string>, orderNo = created.order_id) =>
      postForm(`${upstream.url}/payment/response`, {
        encResp: encryptRequest(encodeParams({ ...params, ...change }), SANDBOX.workingKey),
        orderNo,
      }).then((r) => r.status);
    expect(await respond({ amount: '1.00' })).toBe(400);
    expect(await respond({ currency: 'USD' })).toBe(400);
    expect(await respond({ merchant_param1: '999999' })).toBe(400);
    expect(await respond({ order_id: 'LUM0000000999' }, 'LUM0000000999')).toBe(400);
    expect(await respond({}, 'LUM0000000999')).toBe(400);
    expect(await status(customer.token, created.order_id)).toBe('Pending');
    // The genuine response still settles it.
    expect(
      (await postForm(`${upstream.url}/payment/response`, { encResp: handBack.encResp, orderNo: handBack.orderNo }))
        .status,
    ).toBe(303);
    expect(await status(customer.token, created.order_id)).toBe('Success');
  });
});

describe('the sandbox gateway', () => {
  it('refuses a request with another access code or not encrypted under the working key', async () => {
    const { redirect } = await prepaidOrder('sandbox');
    expect(
      (await postForm(`${upstream.url}/payment/transaction`, { encRequest: redirect.encRequest, access_code: 'WRONG' }))
        .status,
    ).toBe(400);
    const foreign = encryptRequest(
      'merchant_id=1&order_id=X&amount=1&currency=INR&redirect_url=http://evil.test',
      'other-key',
    );
    expect(
      (await postForm(`${upstream.url}/payment/transaction`, { encRequest: foreign, access_code: redirect.accessCode }))
        .status,
    ).toBe(400);
  });
});

describe('unpaid orders', () => {
  it('are cancelled after the payment hold and their stock given back', async () => {
    // A line no other waiting order holds, so its stock shows this order alone.
    await setStock(upstream, WATCH, 10);
    const customer = await shopper(api, 'hold');
    await addLine(api, customer.token, WATCH, 2);
    const created = OrderCreated.parse(
      (await createOrder(api, customer.token, { id: customer.addressId, paytype: 1, discount: 0 })).body,
    );
    const redirect = {
      url: created.payment_url ?? '',
      encRequest: String(created.encryptedRequest),
      accessCode: created.accessCode,
    };
    expect(await stockOf(api, WATCH)).toBe(8);
    clock.advance(29 * 60_000);
    expect(await status(customer.token, created.order_id)).toBe('Pending');
    expect(await stockOf(api, WATCH)).toBe(8);
    clock.advance(2 * 60_000);
    expect(await status(customer.token, created.order_id)).toBe('Cancelled');
    expect(await stockOf(api, WATCH)).toBe(10);
    // Paying after the hold does not settle it (payment-refunds.test.ts: the refund due).
    await payThroughSandbox(upstream.url, redirect, 'pay');
    expect(await status(customer.token, created.order_id)).toBe('Cancelled');
  });

  it('are replaced by a new order of the same customer', async () => {
    const { customer, created } = await prepaidOrder('replace');
    await addLine(api, customer.token, BUDS, 1);
    const second = await createOrder(api, customer.token, {
      id: customer.addressId,
      paytype: 1,
      p_coupons: [{ code: 'RING15', productId: 101, colorId: 1011, discount: 2699.85 }],
      discount: 2699.85,
    });
    expect(second.status, second.text).toBe(200);
    expect(OrderCreated.parse(second.body).order_id).not.toBe(created.order_id);
    expect(await status(customer.token, created.order_id)).toBe('Cancelled');
  });
});
