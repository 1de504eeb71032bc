// The gateway's order status API (CCAvenue's "orderStatusTracker", version 1.2, JSON) and the rule
// that decides what a payment response is worth. What the shop relies on:
// - request: a form post of enc_request (the JSON {"order_no","reference_no"} encrypted like a
//   payment request), access_code, command=orderStatusTracker, request_type=JSON,
//   response_type=JSON, version=1.2;
// - answer: the form `status=0&enc_response=<hex>`; status 1 means the call itself failed (then
//   enc_response is an error text, not encrypted);
// - enc_response decrypts to JSON, flat or inside "Order_Status_Result", with status 0 and
//   order_no, reference_no (the tracking id), order_status, order_amt, order_currncy (sic),
//   order_bank_ref_no; status 1 with error_desc when the gateway has no such order.
// Pure (the HTTP call is in providers/payment/ccavenue.ts); tested beside.
import { z } from 'zod';
import { toPaise } from '@shop/commerce/money';
import { decodeParams, decryptResponse, encryptRequest } from './ccavenue.ts';
import { GATEWAY_STATUS, PAID_STATUSES, STATUS_API_FIELDS, type PaymentAccount } from './payment-constants.ts';

/** What the status API says of one order reference. */
export interface GatewayOrderStatus {
  orderNo: string;
  /** The gateway's tracking id of the transaction. */
  referenceNo: string;
  orderStatus: string;
  amount: number;
  currency: string;
  bankRefNo: string | null;
}

/** found: the transaction; unknown: the gateway has none for the reference; failed: no usable answer. */
export type StatusAnswer =
  { kind: 'found'; status: GatewayOrderStatus } | { kind: 'unknown' } | { kind: 'failed'; reason: string };

/** The form body of a status query for a reference (and the tracking id when the response had one). */
export function statusQueryBody(account: PaymentAccount, reference: string, trackingId: string | null): string {
  const json = JSON.stringify({ order_no: reference, reference_no: trackingId ?? '' });
  return new URLSearchParams({
    enc_request: encryptRequest(json, account.workingKey),
    access_code: account.accessCode,
    ...STATUS_API_FIELDS,
  }).toString();
}

const text = z.union([z.string(), z.number()]).transform((v) => String(v).trim());
const StatusJson = z.object({
  status: z.union([z.string(), z.number()]).optional(),
  error_desc: z.string().optional(),
  order_no: text.optional(),
  reference_no: text.optional(),
  order_status: z.string().optional(),
  order_amt: z.union([z.number(), z.string()]).optional(),
  order_currncy: z.string().optional(),
  order_bank_ref_no: text.nullish(),
});

/** Reads the status API's answer body. */
export function readStatusAnswer(body: string, workingKey: string): StatusAnswer {
  const outer = decodeParams(body.trim());
  if (outer.status !== '0')
    return { kind: 'failed', reason: `status API refused the query: ${outer.enc_response ?? body}`.slice(0, 200) };
  const plain = decryptResponse(outer.enc_response ?? '', workingKey);
  if (plain === null) return { kind: 'failed', reason: 'status API answer not encrypted with the working key' };
  let json: unknown;
  try {
    json = JSON.parse(plain);
  } catch {
    return { kind: 'failed', reason: 'status API answer is not JSON' };
  }
  const wrapped = (json as { Order_Status_Result?: unknown } | null)?.Order_Status_Result;
  const parsed = StatusJson.safeParse(wrapped ?? json);
  if (!parsed.success) return { kind: 'failed', reason: 'status API answer has an unexpected shape' };
  const s = parsed.data;
  if (String(s.status ?? '0') !== '0') return { kind: 'unknown' };
  const amount = Number(s.order_amt);
  if (!s.order_no || !s.order_status || !s.order_currncy || !Number.isFinite(amount))
    return { kind: 'failed', reason: 'status API answer lacks the order, status, amount or currency' };
  return {
    kind: 'found',
    status: {
      orderNo: s.order_no,
      referenceNo: s.reference_no ?? '',
      orderStatus: s.order_status.trim(),
      amount,
      currency: s.order_currncy.trim(),
      bankRefNo: s.order_bank_ref_no || null,
    },
  };
}

/** The facts of a decrypted payment response (encResp). */
export interface ResponseFacts {
  reference: string;
  orderStatus: string;
  trackingId: string | null;
  amount: string;
  currency: string;
}

/** What the shop expects: the attempt's reference, the order's amount and currency. */
export interface Expected {
  reference: string;
  amount: number;
  currency: string;
}

/**
 * paid: the response says Success and the status API confirms a payment of exactly this order,
 * transaction, amount and currency. notPaid: the response says it failed and the status API knows
 * no payment for it. mismatch: anything else (the response and the gateway disagree).
 */
export type PaymentVerdict = 'paid' | 'notPaid' | 'mismatch';

const samePaise = (a: number, b: number) => toPaise(a) === toPaise(b);

export function paymentVerdict(response: ResponseFacts, answer: StatusAnswer, expected: Expected): PaymentVerdict {
  const responseMatches =
    response.reference === expected.reference &&
    response.currency === expected.currency &&
    /^\d+(\.\d{1,2})?$/.test(response.amount) &&
    samePaise(Number(response.amount), expected.amount);
  if (!responseMatches) return 'mismatch';
  const gatewayPaid = answer.kind === 'found' && PAID_STATUSES.includes(answer.status.orderStatus);
  if (response.orderStatus !== GATEWAY_STATUS.SUCCESS) return gatewayPaid ? 'mismatch' : 'notPaid';
  if (answer.kind !== 'found' || !gatewayPaid) return 'mismatch';
  const s = answer.status;
  const same =
    s.orderNo === expected.reference &&
    response.trackingId !== null &&
    s.referenceNo === response.trackingId &&
    s.currency === expected.currency &&
    samePaise(s.amount, expected.amount);
  return same ? 'paid' : 'mismatch';
}
