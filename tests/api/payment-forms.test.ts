// Every malformed post to a payment route (wrong content type, missing, oversized or malformed
// fields, junk, a body past the form limit) answers a 4xx HTML page with a clear message and a
// link to the shop's orders, never a 500 (the sandbox's decision route once answered 500).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUpstream, type RunningUpstream } from '../support/upstream.ts';

let upstream: RunningUpstream;
const PUBLIC_URL = 'http://shop.test';

beforeAll(async () => {
  upstream = await startUpstream({ publicUrl: PUBLIC_URL });
});
afterAll(() => upstream?.close());

const post = (path: string, body: string, type = 'application/x-www-form-urlencoded') =>
  fetch(`${upstream.url}${path}`, { method: 'POST', headers: { 'content-type': type }, body, redirect: 'manual' });

async function expectPage(answer: Promise<Response>, status: number, text: string) {
  const response = await answer;
  const html = await response.text();
  expect(response.status, html.slice(0, 300)).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  expect(html).toContain(text);
  expect(html).toContain(`href="${PUBLIC_URL}/orderlist"`);
}

const MALFORMED = 'The payment form was incomplete or malformed.';
const WRONG_TYPE = 'The payment form must be posted as application/x-www-form-urlencoded.';

describe('malformed posts to the payment routes', () => {
  it('the sandbox decision without a decision, with an unknown one or junk: 400, not 500', async () => {
    await expectPage(post('/payment/transaction/decision', 'encRequest=ab&access_code=x'), 400, MALFORMED);
    await expectPage(
      post('/payment/transaction/decision', 'encRequest=ab&access_code=x&decision=steal'),
      400,
      MALFORMED,
    );
    await expectPage(post('/payment/transaction/decision', 'junk'), 400, MALFORMED);
    await expectPage(post('/payment/transaction/decision', ''), 400, MALFORMED);
  });

  it('missing, non-hex or oversized fields: 400', async () => {
    await expectPage(post('/payment/transaction', 'access_code=x'), 400, MALFORMED);
    await expectPage(post('/payment/transaction', 'encRequest=zz&access_code=x'), 400, MALFORMED);
    await expectPage(post('/payment/response', 'orderNo=LUM1'), 400, MALFORMED);
    await expectPage(post('/payment/response', 'encResp=abc'), 400, MALFORMED);
    await expectPage(post('/payment/response', `encResp=${'ab'.repeat(10_001)}`), 400, MALFORMED);
    await expectPage(post('/payment/response', `encResp=abcd&orderNo=${'1'.repeat(41)}`), 400, MALFORMED);
  });

  it('another content type: 415; a body past 64 KB: 413', async () => {
    await expectPage(post('/payment/response', '{"encResp":"ab"}', 'application/json'), 415, WRONG_TYPE);
    await expectPage(post('/payment/transaction', 'x', 'text/plain'), 415, WRONG_TYPE);
    await expectPage(
      post('/payment/transaction/decision', '--x--', 'multipart/form-data; boundary=x'),
      415,
      WRONG_TYPE,
    );
    await expectPage(post('/payment/response', `encResp=${'a'.repeat(70_000)}`), 413, MALFORMED);
  });

  it('the sandbox status API answers a refused query in its own protocol', async () => {
    const answer = await post('/payment/apis/servlet/DoWebTrans', 'access_code=WRONG&command=orderStatusTracker');
    expect(answer.status).toBe(200);
    expect(Object.fromEntries(new URLSearchParams(await answer.text()))).toEqual({
      status: '1',
      enc_response: 'Access code is invalid',
    });
    expect((await post('/payment/apis/servlet/DoWebTrans', '{}', 'application/json')).status).toBe(415);
  });
});
