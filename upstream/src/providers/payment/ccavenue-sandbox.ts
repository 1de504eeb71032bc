// The CCAvenue sandbox gateway (development only: ccavenue.ts serves it when the account is the
// published sandbox's and NODE_ENV is not production). It speaks the CCAvenue protocol with the
// sandbox account: reads a request posted with the access code, answers Pay, Cancel (or fail) with
// an encrypted response for the shop, and remembers every transaction so that its order status API
// answers what was really "paid".
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { decodeParams, decryptResponse, encodeParams, encryptRequest } from '../../domain/ccavenue.ts';
import {
  GATEWAY_STATUS,
  SANDBOX_PAYMENT_MODE,
  SANDBOX_STATUS,
  type PaymentAccount,
} from '../../domain/payment-constants.ts';
import { insertSandboxTransaction, sandboxTransaction } from '../../db/queries/payments.ts';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../services/clock.ts';

export type SandboxDecision = 'pay' | 'cancel' | 'fail';

const digits = (n: number) => Array.from({ length: n }, () => randomInt(0, 10)).join('');
/** A tracking id as CCAvenue's: 12 digits, never starting with 0. */
const trackingId = () => `${randomInt(1, 10)}${digits(11)}`;

const STATUS_OF: Record<SandboxDecision, { response: string; recorded: string }> = {
  pay: { response: GATEWAY_STATUS.SUCCESS, recorded: SANDBOX_STATUS.PAID },
  fail: { response: GATEWAY_STATUS.FAILURE, recorded: SANDBOX_STATUS.FAILED },
  cancel: { response: GATEWAY_STATUS.ABORTED, recorded: SANDBOX_STATUS.ABORTED },
};

/** The status API's answer form: status 0 with the encrypted JSON, or status 1 with an error text. */
const apiAnswer = (status: 0 | 1, encResponse: string) =>
  new URLSearchParams({ status: String(status), enc_response: encResponse }).toString();

/** The status query's JSON ({ order_no, reference_no }); null when it is not a JSON object. */
function readQuery(plain: string | null): { order_no?: unknown; reference_no?: unknown } | null {
  if (plain === null) return null;
  try {
    const json: unknown = JSON.parse(plain);
    return typeof json === 'object' && json !== null ? json : null;
  } catch {
    return null;
  }
}

export function createCcavenueSandbox(db: Kysely<Database>, clock: Clock, account: PaymentAccount) {
  return {
    /** The request's parameters when posted with this merchant's access code and encrypted under its key. */
    readRequest(encRequest: string, accessCode: string): Record<string, string> | null {
      if (accessCode !== account.accessCode) return null;
      const plain = decryptResponse(encRequest, account.workingKey);
      if (plain === null) return null;
      const params = decodeParams(plain);
      const complete =
        params.merchant_id === account.merchantId &&
        params.order_id &&
        /^\d+\.\d{2}$/.test(params.amount ?? '') &&
        /^[A-Z]{3}$/.test(params.currency ?? '') &&
        /^https?:\/\//.test(params.redirect_url ?? '');
      return complete ? params : null;
    },

    /** Records the transaction and answers the encrypted response and where the browser posts it. */
    async decide(
      request: Record<string, string>,
      decision: SandboxDecision,
    ): Promise<{ action: string; encResp: string; orderNo: string }> {
      const now = clock();
      const status = STATUS_OF[decision];
      const tracking = trackingId();
      const bankRef = decision === 'pay' ? digits(10) : null;
      const reference = request.order_id ?? '';
      await insertSandboxTransaction(db, {
        reference,
        trackingId: tracking,
        orderStatus: status.recorded,
        amount: request.amount ?? '',
        currency: request.currency ?? '',
        bankRefNo: bankRef,
        at: now.toISOString(),
      });
      const params: Record<string, string> = {
        order_id: reference,
        tracking_id: tracking,
        bank_ref_no: bankRef ?? '',
        order_status: status.response,
        failure_message: decision === 'fail' ? 'Transaction declined by the sandbox bank' : '',
        payment_mode: decision === 'cancel' ? '' : SANDBOX_PAYMENT_MODE,
        card_name: decision === 'cancel' ? '' : 'Sandbox Visa',
        status_code: decision === 'pay' ? '0' : '1',
        status_message:
          decision === 'pay' ? 'Approved' : decision === 'fail' ? 'Declined' : 'Cancelled by the customer',
        currency: request.currency ?? '',
        amount: request.amount ?? '',
        billing_name: request.billing_name ?? '',
        merchant_param1: request.merchant_param1 ?? '',
        trans_date: now.toISOString(),
      };
      const action =
        decision === 'pay' ? (request.redirect_url ?? '') : (request.cancel_url ?? request.redirect_url ?? '');
      return { action, encResp: encryptRequest(encodeParams(params), account.workingKey), orderNo: reference };
    },

    /** The order status API (orderStatusTracker, JSON): what the sandbox knows of a reference. */
    async status(form: Record<string, string>): Promise<string> {
      if (form.access_code !== account.accessCode) return apiAnswer(1, 'Access code is invalid');
      if (form.command !== 'orderStatusTracker') return apiAnswer(1, 'Command is invalid');
      const query = readQuery(decryptResponse(form.enc_request ?? '', account.workingKey));
      const reference = typeof query?.order_no === 'string' ? query.order_no : '';
      const tracking = typeof query?.reference_no === 'string' && query.reference_no ? query.reference_no : null;
      if (!query || (!reference && !tracking)) return apiAnswer(1, 'Request is invalid');
      const found = await sandboxTransaction(db, reference, tracking);
      const json =
        found && (!reference || found.reference === reference)
          ? {
              status: 0,
              order_no: found.reference,
              reference_no: found.tracking_id,
              order_status: found.order_status,
              order_amt: Number(found.amount),
              order_currncy: found.currency,
              order_bank_ref_no: found.bank_ref_no ?? '',
              order_date_time: found.created_at,
              order_card_name: 'Sandbox Visa',
            }
          : { status: 1, error_desc: 'No records found', error_code: '' };
      return apiAnswer(0, encryptRequest(JSON.stringify(json), account.workingKey));
    },
  };
}

export type CcavenueSandbox = ReturnType<typeof createCcavenueSandbox>;
