import { describe, expect, it } from 'vitest';
import { decodeParams, decryptResponse, encryptRequest } from './ccavenue.ts';
import {
  paymentVerdict,
  readStatusAnswer,
  statusQueryBody,
  type ResponseFacts,
  type StatusAnswer,
} from './ccavenue-status.ts';

const ACCOUNT = { merchantId: '1', accessCode: 'ACCESS', workingKey: '0123456789ABCDEF0123456789ABCDEF' };
const answerOf = (json: unknown, status = '0') =>
  new URLSearchParams({ status, enc_response: encryptRequest(JSON.stringify(json), ACCOUNT.workingKey) }).toString();
const PAID = {
  status: 0,
  order_no: 'LUM2611210004',
  reference_no: '310009876543',
  order_status: 'Successful',
  order_amt: 22294.15,
  order_currncy: 'INR',
  order_bank_ref_no: '1234567890',
};
const found = (change: Partial<typeof PAID> = {}): StatusAnswer =>
  readStatusAnswer(answerOf({ ...PAID, ...change }), ACCOUNT.workingKey);
const RESPONSE: ResponseFacts = {
  reference: 'LUM2611210004',
  orderStatus: 'Success',
  trackingId: '310009876543',
  amount: '22294.15',
  currency: 'INR',
};
const EXPECTED = { reference: 'LUM2611210004', amount: 22294.15, currency: 'INR' };

describe('the status query', () => {
  it('posts the encrypted {order_no, reference_no} with the access code and orderStatusTracker 1.2 in JSON', () => {
    const form = decodeParams(statusQueryBody(ACCOUNT, 'LUM2611210004', '310009876543'));
    expect(form).toMatchObject({
      access_code: 'ACCESS',
      command: 'orderStatusTracker',
      request_type: 'JSON',
      response_type: 'JSON',
      version: '1.2',
    });
    expect(JSON.parse(decryptResponse(form.enc_request ?? '', ACCOUNT.workingKey) ?? '')).toEqual({
      order_no: 'LUM2611210004',
      reference_no: '310009876543',
    });
  });
});

describe('the status answer', () => {
  it('is read flat or inside Order_Status_Result', () => {
    const status = {
      orderNo: 'LUM2611210004',
      referenceNo: '310009876543',
      orderStatus: 'Successful',
      amount: 22294.15,
      currency: 'INR',
      bankRefNo: '1234567890',
    };
    expect(found()).toEqual({ kind: 'found', status });
    expect(readStatusAnswer(answerOf({ Order_Status_Result: PAID }), ACCOUNT.workingKey)).toEqual({
      kind: 'found',
      status,
    });
    expect(readStatusAnswer(answerOf({ ...PAID, order_amt: '22294.15' }), ACCOUNT.workingKey)).toEqual({
      kind: 'found',
      status,
    });
  });

  it('knows an order the gateway has no record of', () => {
    expect(readStatusAnswer(answerOf({ status: 1, error_desc: 'No records found' }), ACCOUNT.workingKey)).toEqual({
      kind: 'unknown',
    });
  });

  it('fails on a refused call, another key, junk or a partial record', () => {
    const failed = (body: string) => readStatusAnswer(body, ACCOUNT.workingKey).kind;
    expect(failed('status=1&enc_response=Access code is invalid')).toBe('failed');
    expect(failed(new URLSearchParams({ status: '0', enc_response: encryptRequest('{}', 'other') }).toString())).toBe(
      'failed',
    );
    expect(
      failed(
        new URLSearchParams({ status: '0', enc_response: encryptRequest('not json', ACCOUNT.workingKey) }).toString(),
      ),
    ).toBe('failed');
    expect(failed(answerOf({ status: 0, order_no: 'X' }))).toBe('failed');
    expect(failed('<html>gateway down</html>')).toBe('failed');
  });
});

describe('the payment verdict', () => {
  it('is paid only when the response and the status API agree on order, transaction, amount and currency', () => {
    expect(paymentVerdict(RESPONSE, found(), EXPECTED)).toBe('paid');
    expect(paymentVerdict(RESPONSE, found({ order_status: 'Shipped' }), EXPECTED)).toBe('paid');
    expect(paymentVerdict(RESPONSE, found({ order_amt: 22294.14 }), EXPECTED)).toBe('mismatch');
    expect(paymentVerdict(RESPONSE, found({ order_currncy: 'USD' }), EXPECTED)).toBe('mismatch');
    expect(paymentVerdict(RESPONSE, found({ order_no: 'LUM2611210005' }), EXPECTED)).toBe('mismatch');
    expect(paymentVerdict(RESPONSE, found({ reference_no: '310009876544' }), EXPECTED)).toBe('mismatch');
    expect(paymentVerdict(RESPONSE, found({ order_status: 'Aborted' }), EXPECTED)).toBe('mismatch');
    expect(paymentVerdict(RESPONSE, { kind: 'unknown' }, EXPECTED)).toBe('mismatch');
    expect(paymentVerdict({ ...RESPONSE, trackingId: null }, found(), EXPECTED)).toBe('mismatch');
  });

  it('refuses a response whose own figures differ from the order', () => {
    expect(paymentVerdict({ ...RESPONSE, amount: '1.00' }, found(), EXPECTED)).toBe('mismatch');
    expect(paymentVerdict({ ...RESPONSE, amount: '22294.150' }, found(), EXPECTED)).toBe('mismatch');
    expect(paymentVerdict({ ...RESPONSE, currency: 'USD' }, found(), EXPECTED)).toBe('mismatch');
    expect(paymentVerdict({ ...RESPONSE, reference: 'LUM2611210004R2' }, found(), EXPECTED)).toBe('mismatch');
  });

  it('is not paid when a failed or aborted response has no payment behind it, and a mismatch when it has', () => {
    const aborted = { ...RESPONSE, orderStatus: 'Aborted', trackingId: null };
    expect(paymentVerdict(aborted, { kind: 'unknown' }, EXPECTED)).toBe('notPaid');
    expect(paymentVerdict(aborted, found({ order_status: 'Aborted' }), EXPECTED)).toBe('notPaid');
    expect(
      paymentVerdict({ ...RESPONSE, orderStatus: 'Failure' }, found({ order_status: 'Unsuccessful' }), EXPECTED),
    ).toBe('notPaid');
    expect(paymentVerdict(aborted, found(), EXPECTED)).toBe('mismatch');
  });
});
