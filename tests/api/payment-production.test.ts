// Payments with a real gateway account in production mode: the sandbox gateway is not served, the
// published sandbox secrets refuse to start, the request goes to CCAvenue by default, and a
// response settles an order only when the gateway's status API (here a fake one of that account)
// confirms order, transaction, amount and currency; a forged Success, a disagreement with the
// status API, a replay and a status API that does not answer change nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUpstream } from '../../upstream/src/app.ts';
import { decodeParams, decryptResponse } from '../../upstream/src/domain/ccavenue.ts';
import { CCAVENUE_URLS, SANDBOX_ACCOUNT } from '../../upstream/src/domain/payment-constants.ts';
import {
  forgeResponse,
  formFieldsOf,
  formsOf,
  postForm,
  startFakeStatusApi,
  type FakeStatusApi,
  type PaymentRedirect,
} from '../support/payment-sandbox.ts';
import { LIVE_PAYMENT_ACCOUNT, startUpstream, type RunningUpstream } from '../support/upstream.ts';
import { RING_PREPAID_AMOUNT, orderStatus, prepaidRingOrder, responseOutcomes } from './payment-helpers.ts';

const PUBLIC_URL = 'https://shop.test';
let upstream: RunningUpstream;
let statusApi: FakeStatusApi;
let api: string;

beforeAll(async () => {
  statusApi = await startFakeStatusApi(LIVE_PAYMENT_ACCOUNT.workingKey);
  upstream = await startUpstream({
    production: true,
    publicUrl: PUBLIC_URL,
    payment: { ...LIVE_PAYMENT_ACCOUNT, statusUrl: statusApi.url },
    paymentStatusTimeoutMs: 2_000,
  });
  api = `${upstream.url}/api`;
});
afterAll(async () => {
  await upstream?.close();
  await statusApi?.close();
});

/** The response CCAvenue would post for an order, under the real key. */
function genuine(orderId: string, userId: string, change: Record<string, string> = {}) {
  return forgeResponse(LIVE_PAYMENT_ACCOUNT.workingKey, {
    order_id: orderId,
    tracking_id: '312345678901',
    bank_ref_no: '998877',
    order_status: 'Success',
    currency: 'INR',
    amount: RING_PREPAID_AMOUNT,
    merchant_param1: userId,
    ...change,
  });
}
const paid = (orderId: string, change: Record<string, unknown> = {}) => ({
  order_no: orderId,
  reference_no: '312345678901',
  order_status: 'Successful',
  order_amt: 18398,
  order_currncy: 'INR',
  order_bank_ref_no: '998877',
  ...change,
});
const userIdOf = (redirect: PaymentRedirect) =>
  decodeParams(decryptResponse(formFieldsOf(redirect).encRequest ?? '', LIVE_PAYMENT_ACCOUNT.workingKey) ?? '')
    .merchant_param1 ?? '';

describe('production settings', () => {
  it('do not serve the sandbox gateway or its status API', async () => {
    for (const p of ['/payment/transaction', '/payment/transaction/decision', '/payment/apis/servlet/DoWebTrans']) {
      const answer = await postForm(`${upstream.url}${p}`, {
        encRequest: 'ab',
        access_code: SANDBOX_ACCOUNT.accessCode,
      });
      expect(answer.status, p).toBe(404);
    }
  });

  it('post the request to CCAvenue, encrypted under the real working key', async () => {
    const { created, redirect } = await prepaidRingOrder(api, 'prod-request');
    expect(created.payment_url).toBe(CCAVENUE_URLS.transaction);
    expect(created.accessCode).toBe(LIVE_PAYMENT_ACCOUNT.accessCode);
    expect(
      decodeParams(decryptResponse(formFieldsOf(redirect).encRequest ?? '', LIVE_PAYMENT_ACCOUNT.workingKey) ?? ''),
    ).toMatchObject({
      merchant_id: LIVE_PAYMENT_ACCOUNT.merchantId,
      order_id: created.order_id,
      amount: RING_PREPAID_AMOUNT,
      redirect_url: `${PUBLIC_URL}/payment/response`,
    });
  });

  it('refuse to start with the published sandbox access code or working key', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-upstream-'));
    try {
      await expect(buildUpstream({ dataDir, production: true })).rejects.toThrow(/published payment sandbox/);
      await expect(
        buildUpstream({
          dataDir,
          production: true,
          payment: { ...LIVE_PAYMENT_ACCOUNT, workingKey: SANDBOX_ACCOUNT.workingKey },
        }),
      ).rejects.toThrow(/published payment sandbox/);
      await expect(
        buildUpstream({
          dataDir,
          production: true,
          payment: { ...LIVE_PAYMENT_ACCOUNT, accessCode: SANDBOX_ACCOUNT.accessCode },
        }),
      ).rejects.toThrow(/published payment sandbox/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('a payment response in production', () => {
  it('forged with the published sandbox key is refused (HTML page) and the order keeps waiting', async () => {
    const { customer, created, redirect } = await prepaidRingOrder(api, 'prod-forged');
    statusApi.answer(paid(created.order_id));
    const forged = forgeResponse(SANDBOX_ACCOUNT.workingKey, {
      order_id: created.order_id,
      tracking_id: '312345678901',
      order_status: 'Success',
      currency: 'INR',
      amount: RING_PREPAID_AMOUNT,
      merchant_param1: userIdOf(redirect),
    });
    const answer = await postForm(`${upstream.url}/payment/response`, { encResp: forged, orderNo: created.order_id });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await answer.text()).toContain('The payment response could not be verified.');
    expect(await orderStatus(api, customer.token, created.order_id)).toBe('Pending');
  });

  it('is refused when the status API knows no payment, or its order, transaction, amount or currency differ', async () => {
    const { customer, created, redirect } = await prepaidRingOrder(api, 'prod-mismatch');
    const encResp = genuine(created.order_id, userIdOf(redirect));
    const post = () => postForm(`${upstream.url}/payment/response`, { encResp, orderNo: created.order_id });
    for (const answer of [
      'unknown' as const,
      paid(created.order_id, { order_status: 'Aborted' }),
      paid(created.order_id, { order_amt: 18397.99 }),
      paid(created.order_id, { order_amt: 1 }),
      paid(created.order_id, { order_currncy: 'USD' }),
      paid('LUM0000000001'),
      paid(created.order_id, { reference_no: '312345678902' }),
    ]) {
      statusApi.answer(answer);
      const refused = await post();
      expect(refused.status, JSON.stringify(answer)).toBe(400);
      expect(await refused.text()).toContain('The payment response could not be verified.');
    }
    expect(await orderStatus(api, customer.token, created.order_id)).toBe('Pending');
    expect(await responseOutcomes(upstream, created.order_id)).toEqual(Array(7).fill('refused'));
    // The status API was asked about this order and transaction, with the account's access code.
    expect(statusApi.queries.at(-1)).toMatchObject({
      order_no: created.order_id,
      reference_no: '312345678901',
      form: { access_code: LIVE_PAYMENT_ACCOUNT.accessCode, command: 'orderStatusTracker', version: '1.2' },
    });

    statusApi.answer(paid(created.order_id));
    const settled = await post();
    expect(settled.status).toBe(303);
    expect(settled.headers.get('location')).toBe(`${PUBLIC_URL}/orderconfirmation/${created.order_id}`);
    expect(await orderStatus(api, customer.token, created.order_id)).toBe('Success');
  });

  it('is refused as a replay once acted on, by the same response or its tracking id', async () => {
    const { customer, created, redirect } = await prepaidRingOrder(api, 'prod-replay');
    statusApi.answer(paid(created.order_id, { reference_no: '319999999999' }));
    const encResp = genuine(created.order_id, userIdOf(redirect), { tracking_id: '319999999999' });
    expect((await postForm(`${upstream.url}/payment/response`, { encResp })).status).toBe(303);
    const replay = await postForm(`${upstream.url}/payment/response`, { encResp });
    expect(replay.status).toBe(409);
    const page = await replay.text();
    expect(page).toContain('This payment response has already been processed.');
    expect(page).toContain(`href="${PUBLIC_URL}/orderconfirmation/${created.order_id}"`);
    const variant = genuine(created.order_id, userIdOf(redirect), { tracking_id: '319999999999', bank_ref_no: 'X' });
    expect((await postForm(`${upstream.url}/payment/response`, { encResp: variant })).status).toBe(409);
    expect(await orderStatus(api, customer.token, created.order_id)).toBe('Success');
    expect(await responseOutcomes(upstream, created.order_id)).toEqual(['settled', 'replayed', 'replayed']);
  });

  it('leaves the order waiting and says so when the status API does not answer; Check again settles it later', async () => {
    const { customer, created, redirect } = await prepaidRingOrder(api, 'prod-down');
    statusApi.answer('down');
    const encResp = genuine(created.order_id, userIdOf(redirect), { tracking_id: '318888888888' });
    const down = await postForm(`${upstream.url}/payment/response`, { encResp, orderNo: created.order_id });
    expect(down.status).toBe(502);
    const page = await down.text();
    expect(page).toContain('We could not confirm your payment with the payment gateway just now.');
    expect(await orderStatus(api, customer.token, created.order_id)).toBe('Pending');
    const again = formsOf(page)[0];
    expect(again).toEqual({ action: '/payment/response', fields: { encResp, orderNo: created.order_id } });

    statusApi.answer(paid(created.order_id, { reference_no: '318888888888' }));
    expect((await postForm(`${upstream.url}${again!.action}`, again!.fields)).status).toBe(303);
    expect(await orderStatus(api, customer.token, created.order_id)).toBe('Success');
    expect(await responseOutcomes(upstream, created.order_id)).toEqual(['unconfirmed', 'settled']);
  });
});
