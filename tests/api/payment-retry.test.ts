// Retry payment: a prepaid order cancelled while it waited for payment is paid again under a new
// gateway reference ({order}R2, ...) with its stock and coupon uses taken again and a new payment
// hold; it is refused when an item is out of stock (naming it), and for orders that are not such.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeParams, decryptResponse } from '../../upstream/src/domain/ccavenue.ts';
import { SANDBOX_ACCOUNT } from '../../upstream/src/domain/payment-constants.ts';
import { setStock } from '../support/database.ts';
import { payThroughSandbox } from '../support/payment-sandbox.ts';
import { startUpstream, testClock, type RunningUpstream } from '../support/upstream.ts';
import { expectRefusal } from './account-helpers.ts';
import { OrderCreated } from './checkout-contract.ts';
import { RING, WATCH, addLine, createOrder, shopper, stockOf } from './checkout-helpers.ts';
import { orderStatus, paymentState, prepaidRingOrder, redirectOf, retryPayment } from './payment-helpers.ts';

const clock = testClock();
let upstream: RunningUpstream;
let api: string;

beforeAll(async () => {
  upstream = await startUpstream({ now: clock.now });
  api = `${upstream.url}/api`;
  await setStock(upstream, RING, 50);
});
afterAll(() => upstream?.close());

describe('retry payment', () => {
  it('pays a cancelled prepaid order again under a new reference, taking its stock again', async () => {
    const { customer, created, redirect } = await prepaidRingOrder(api, 'retry');
    expect((await payThroughSandbox(upstream.url, redirect, 'cancel')).status).toBe(303);
    const stock = await stockOf(api, RING);
    expect(await paymentState(api, customer.token, created.order_id)).toMatchObject({
      order_status: 'Cancelled',
      payment_status: 'Aborted',
      retry_payment: true,
      refunds: [],
    });

    const answer = await retryPayment(api, customer.token, created.order_id.toLowerCase());
    expect(answer.status, answer.text).toBe(200);
    const retried = OrderCreated.parse(answer.body);
    expect(retried).toMatchObject({ order_id: created.order_id, order_status: 'Pending', amount: created.amount });
    const params = decodeParams(decryptResponse(String(retried.encryptedRequest), SANDBOX_ACCOUNT.workingKey) ?? '');
    expect(params).toMatchObject({ order_id: `${created.order_id}R2`, amount: '18398.00' });
    expect(retried.payment_redirect).toMatchObject({
      provider: 'ccavenue',
      url: retried.payment_url,
      method: 'POST',
      fields: [{ name: 'encRequest', value: retried.encryptedRequest }, { name: 'access_code' }],
    });
    expect(await stockOf(api, RING)).toBe(stock - 1);
    expect(await orderStatus(api, customer.token, created.order_id)).toBe('Pending');
    expect((await paymentState(api, customer.token, created.order_id)).retry_payment).toBe(false);

    const paid = await payThroughSandbox(upstream.url, redirectOf(retried), 'pay');
    expect(paid.paymentPage).toContain(`${created.order_id}R2`);
    expect(paid.location).toMatch(new RegExp(`/orderconfirmation/${created.order_id}$`));
    expect(await orderStatus(api, customer.token, created.order_id)).toBe('Success');
    await expectRefusal(
      retryPayment(api, customer.token, created.order_id),
      409,
      'This order cannot be paid again.',
      'PAYMENT_NOT_RETRYABLE',
    );
  });

  it('starts a new payment hold, and a second retry gets the next reference', async () => {
    const { customer, created, redirect } = await prepaidRingOrder(api, 'hold');
    await payThroughSandbox(upstream.url, redirect, 'fail');
    clock.advance(20 * 60_000);
    expect((await retryPayment(api, customer.token, created.order_id)).status).toBe(200);
    clock.advance(20 * 60_000); // 40 minutes after the order, 20 after the retry
    expect(await orderStatus(api, customer.token, created.order_id)).toBe('Pending');
    clock.advance(11 * 60_000);
    expect(await orderStatus(api, customer.token, created.order_id)).toBe('Cancelled');
    const third = OrderCreated.parse((await retryPayment(api, customer.token, created.order_id)).body);
    const params = decodeParams(decryptResponse(String(third.encryptedRequest), SANDBOX_ACCOUNT.workingKey) ?? '');
    expect(params.order_id).toBe(`${created.order_id}R3`);
  });

  it("is not cancelled by an earlier attempt's Cancel, still open in another tab", async () => {
    const { customer, created, redirect } = await prepaidRingOrder(api, 'two-tabs');
    await payThroughSandbox(upstream.url, redirect, 'fail');
    const retried = OrderCreated.parse((await retryPayment(api, customer.token, created.order_id)).body);
    expect((await payThroughSandbox(upstream.url, redirect, 'cancel')).status).toBe(303);
    expect(await orderStatus(api, customer.token, created.order_id)).toBe('Pending');
    expect((await payThroughSandbox(upstream.url, redirectOf(retried), 'pay')).status).toBe(303);
    expect(await orderStatus(api, customer.token, created.order_id)).toBe('Success');
  });

  it('is refused when an item is out of stock, naming it, and changes nothing', async () => {
    await setStock(upstream, WATCH, 5);
    const customer = await shopper(api, 'sold-out');
    await addLine(api, customer.token, WATCH, 2);
    const created = OrderCreated.parse(
      (await createOrder(api, customer.token, { id: customer.addressId, paytype: 1, discount: 0 })).body,
    );
    await payThroughSandbox(upstream.url, redirectOf(created), 'cancel');
    await setStock(upstream, WATCH, 1);
    expect((await paymentState(api, customer.token, created.order_id)).retry_payment).toBe(false);
    const refusal = await expectRefusal(
      retryPayment(api, customer.token, created.order_id),
      409,
      undefined,
      'OUT_OF_STOCK',
    );
    expect(refusal.message).toMatch(/^Sorry, .+ \(.+\) is out of stock\.$/);
    expect(await stockOf(api, WATCH)).toBe(1);
    expect(await orderStatus(api, customer.token, created.order_id)).toBe('Cancelled');
  });

  it('is refused for a cash on delivery order, one awaiting payment, and another customer’s order', async () => {
    const { customer, created } = await prepaidRingOrder(api, 'waiting');
    await expectRefusal(retryPayment(api, customer.token, created.order_id), 409, undefined, 'PAYMENT_NOT_RETRYABLE');
    const other = await shopper(api, 'other');
    await expectRefusal(retryPayment(api, other.token, created.order_id), 404, 'Order not found');
    await addLine(api, other.token, RING);
    const cod = OrderCreated.parse(
      (await createOrder(api, other.token, { id: other.addressId, paytype: 2, discount: 0 })).body,
    );
    await expectRefusal(retryPayment(api, other.token, cod.order_id), 409, undefined, 'PAYMENT_NOT_RETRYABLE');
    await expectRefusal(retryPayment(api, other.token, 'not an order'), 404, 'Order not found');
    expect((await fetch(`${api}/Checkout/RetryPayment`, { method: 'POST' })).status).toBe(401);
  });
});
