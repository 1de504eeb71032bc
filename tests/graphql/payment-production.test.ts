// The shop in production mode with a real gateway account, through the gateway: the sandbox is not
// served on the shop's origin, the payment form goes to CCAvenue, a Success forged with the
// published sandbox key is refused with a page, and only a response the account's status API (a
// fake one here) confirms settles the order.
import { afterAll, describe, expect, it } from 'vitest';
import { decodeParams, decryptResponse } from '../../upstream/src/domain/ccavenue.ts';
import { CCAVENUE_URLS, SANDBOX_ACCOUNT } from '../../upstream/src/domain/payment-constants.ts';
import { forgeResponse, formFieldsOf, postForm, startFakeStatusApi } from '../support/payment-sandbox.ts';
import { useShop } from '../support/shop.ts';
import { LIVE_PAYMENT_ACCOUNT } from '../support/upstream.ts';
import { data, prepaidOrder } from './checkout-shopper.ts';
import { OrderWithPaymentDocument } from './generated/graphql.ts';

const statusApi = await startFakeStatusApi(LIVE_PAYMENT_ACCOUNT.workingKey);
const { gateway } = useShop({
  upstream: {
    production: true,
    payment: { ...LIVE_PAYMENT_ACCOUNT, statusUrl: statusApi.url },
    paymentStatusTimeoutMs: 2_000,
  },
});
afterAll(() => statusApi.close());

const status = async (token: string, orderId: string) =>
  (await data(gateway, OrderWithPaymentDocument, { orderId }, token)).viewer!.order?.status;
const response = (key: string, orderId: string, userId: string) =>
  forgeResponse(key, {
    order_id: orderId,
    tracking_id: '313131313131',
    order_status: 'Success',
    currency: 'INR',
    amount: '18398.00',
    merchant_param1: userId,
  });

describe('payments in production', () => {
  it('post the payment form to CCAvenue; the sandbox is not on the shop origin', async () => {
    const { redirect } = await prepaidOrder(gateway);
    expect(redirect.url).toBe(CCAVENUE_URLS.transaction);
    expect(formFieldsOf(redirect).access_code).toBe(LIVE_PAYMENT_ACCOUNT.accessCode);
    const sandbox = await postForm(`${gateway.url}/payment/transaction`, formFieldsOf(redirect));
    expect(sandbox.status).toBe(404);
    expect(sandbox.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('refuse a Success forged with the published sandbox key, and settle only what the status API confirms', async () => {
    const { customer, orderId, redirect } = await prepaidOrder(gateway);
    const userId =
      decodeParams(decryptResponse(formFieldsOf(redirect).encRequest ?? '', LIVE_PAYMENT_ACCOUNT.workingKey) ?? '')
        .merchant_param1 ?? '';
    statusApi.answer({
      order_no: orderId,
      reference_no: '313131313131',
      order_status: 'Successful',
      order_amt: 18398,
      order_currncy: 'INR',
    });
    const forged = await postForm(`${gateway.url}/payment/response`, {
      encResp: response(SANDBOX_ACCOUNT.workingKey, orderId, userId),
    });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain('The payment response could not be verified.');
    expect(await status(customer.token, orderId)).toBe('Pending');

    const genuine = await postForm(`${gateway.url}/payment/response`, {
      encResp: response(LIVE_PAYMENT_ACCOUNT.workingKey, orderId, userId),
    });
    expect(genuine.status).toBe(303);
    expect(await status(customer.token, orderId)).toBe('Success');
  });
});
