// Online payments through the gateway, on its own origin (the /payment/* proxy): a cancelled
// prepaid order paid again with retryPayment (a new gateway reference, stock taken again), refused
// when out of stock; a late payment shown as a refund due on the order's page; and the proxy
// answering the browser with HTML pages, never raw JSON, whatever it is posted.
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeParams, decryptResponse } from '../../upstream/src/domain/ccavenue.ts';
import { SANDBOX_ACCOUNT } from '../../upstream/src/domain/payment-constants.ts';
import { setStock } from '../support/database.ts';
import { formFieldsOf, payThroughSandbox, postForm } from '../support/payment-sandbox.ts';
import { useShop } from '../support/shop.ts';
import { testClock } from '../support/upstream.ts';
import { WATCH, checkoutCustomer, data, prepaidOrder } from './checkout-shopper.ts';
import { OrderWithPaymentDocument, RetryPaymentDocument } from './generated/graphql.ts';

const clock = testClock();
const { upstream, gateway } = useShop({ upstream: { now: clock.now } });

beforeAll(async () => {
  await setStock(upstream, { color: 1011, size: '8' }, 40);
});

const viewerOrder = async (token: string, orderId: string) =>
  (await data(gateway, OrderWithPaymentDocument, { orderId }, token)).viewer!;
const retry = async (token: string, orderId: string) =>
  (await data(gateway, RetryPaymentDocument, { orderId }, token)).retryPayment;
const referenceOf = (encRequest: string) =>
  decodeParams(decryptResponse(encRequest, SANDBOX_ACCOUNT.workingKey) ?? '').order_id;

describe('retryPayment', () => {
  it('pays a cancelled prepaid order again through a new payment form', async () => {
    const { customer, orderId, redirect } = await prepaidOrder(gateway);
    await payThroughSandbox(gateway.url, redirect, 'cancel');
    expect(await viewerOrder(customer.token, orderId)).toMatchObject({
      order: { status: 'Cancelled', isSuccess: false },
      orderPayment: { orderId, canRetry: true, refundDue: null },
    });

    const retried = await retry(customer.token, orderId.toLowerCase());
    expect(retried).toMatchObject({
      orderId,
      settled: false,
      confirmationPath: `/orderconfirmation/${orderId}`,
      amountPayable: { amount: 18398 },
      userErrors: [],
    });
    const form = retried.paymentRedirect!;
    expect(form.url).toBe('/payment/transaction?command=initiateTransaction');
    expect(form.fields.map((f) => f.name)).toEqual(['encRequest', 'access_code']);
    expect(referenceOf(formFieldsOf(form).encRequest ?? '')).toBe(`${orderId}R2`);
    expect((await viewerOrder(customer.token, orderId)).orderPayment!.canRetry).toBe(false);

    const paid = await payThroughSandbox(gateway.url, form, 'pay');
    expect(new URL(paid.location ?? '').pathname).toBe(`/orderconfirmation/${orderId}`);
    expect((await viewerOrder(customer.token, orderId)).order).toMatchObject({ status: 'Success', isSuccess: true });
    expect((await retry(customer.token, orderId)).userErrors).toEqual([
      { field: ['orderId'], message: 'This order cannot be paid again.', code: 'PAYMENT_NOT_RETRYABLE' },
    ]);
  });

  it('is refused with a message naming the product when it is out of stock', async () => {
    await setStock(upstream, { color: 2011, size: '' }, 3);
    const { customer, orderId, redirect } = await prepaidOrder(gateway, WATCH);
    await payThroughSandbox(gateway.url, redirect, 'fail');
    await setStock(upstream, { color: 2011, size: '' }, 0);
    expect((await viewerOrder(customer.token, orderId)).orderPayment!.canRetry).toBe(false);
    const refused = await retry(customer.token, orderId);
    expect(refused.orderId).toBeNull();
    expect(refused.paymentRedirect).toBeNull();
    expect(refused.userErrors).toHaveLength(1);
    expect(refused.userErrors[0]).toMatchObject({ field: ['orderId'], code: 'OUT_OF_STOCK' });
    expect(refused.userErrors[0]!.message).toMatch(/^Sorry, Vertex Watch .+ is out of stock\.$/);
  });

  it("is refused for another customer's order or none, and needs a session", async () => {
    const { orderId } = await prepaidOrder(gateway);
    const other = await checkoutCustomer(gateway);
    expect((await retry(other.token, orderId)).userErrors).toMatchObject([{ code: 'ORDER_NOT_FOUND' }]);
    expect((await viewerOrder(other.token, orderId)).orderPayment).toBeNull();
    const guest = await gateway.graphql(RetryPaymentDocument, { orderId });
    expect(guest.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe("an order's page", () => {
  it('shows a payment received after the order was cancelled as a refund due', async () => {
    const { customer, orderId, redirect } = await prepaidOrder(gateway);
    clock.advance(31 * 60_000);
    const paid = await payThroughSandbox(gateway.url, redirect, 'pay');
    expect(new URL(paid.location ?? '').pathname).toBe(`/orderconfirmation/${orderId}`);
    expect(await viewerOrder(customer.token, orderId)).toMatchObject({
      order: { status: 'Cancelled', isSuccess: false },
      orderPayment: { refundDue: { amount: 18398, currencyCode: 'INR', formatted: '₹18,398' } },
    });
  });
});

describe('the /payment/* proxy', () => {
  const html = async (response: Response) => {
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    return response.text();
  };

  it('answers refused and malformed posts with HTML pages linking to the orders', async () => {
    const refused = await postForm(`${gateway.url}/payment/response`, { encResp: 'ab'.repeat(32) });
    expect(refused.status).toBe(400);
    expect(await html(refused)).toContain('The payment response could not be verified.');
    const json = await fetch(`${gateway.url}/payment/response`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"encResp":"ab"}',
    });
    expect(json.status).toBe(415);
    expect(await html(json)).toContain('href="/orderlist"');
    const decision = await postForm(`${gateway.url}/payment/transaction/decision`, { encRequest: 'ab' });
    expect(decision.status).toBe(400);
    expect(await html(decision)).toContain('The payment form was incomplete or malformed.');
    const unknown = await postForm(`${gateway.url}/payment/nowhere`, { a: '1' });
    expect(unknown.status).toBe(404);
    expect(await html(unknown)).toContain('not found');
  });
});
