// CCAvenue's redirect protocol as a PaymentProvider, merchant side. start: the attempt's request
// (merchant, the attempt's reference as order_id, amount, return URLs, billing and delivery)
// urlencoded and encrypted (domain/ccavenue.ts), posted by the browser as encRequest with
// access_code. readReturn: the encrypted response (encResp, and orderNo in clear) read into facts.
// confirm: the order status API ("orderStatusTracker", domain/ccavenue-status.ts) asked over HTTP
// with fetch and a timeout; any network failure, HTTP error or unreadable answer is 'unavailable'.
// refund: not through the shop (CCAvenue's dashboard; the console records it).
// ccavenueProvider reads the settings: the published sandbox account by default, whose gateway and
// status API upstream serves itself outside production (ccavenue-sandbox-routes.ts); production
// refuses the sandbox's secrets. The sandbox is this same provider pointed at those URLs.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { amountText } from '@shop/commerce/money';
import { decodeParams, decryptResponse, encodeParams, encryptRequest } from '../../domain/ccavenue.ts';
import { paymentVerdict, readStatusAnswer, statusQueryBody, type StatusAnswer } from '../../domain/ccavenue-status.ts';
import {
  CCAVENUE_URLS,
  GATEWAY_STATUS,
  PAYMENT_LANGUAGE,
  PAYMENT_PATHS,
  SANDBOX_ACCOUNT,
  SANDBOX_GATEWAY_URL,
  STATUS_API_TIMEOUT_MS,
  isSandboxAccount,
  usesSandboxSecret,
  type PaymentAccount,
  type PaymentSettings,
} from '../../domain/payment-constants.ts';
import { formField, hexField } from '../../http/payment-forms.ts';
import { ProviderSettingError } from '../provider-choice.ts';
import { createCcavenueSandbox } from './ccavenue-sandbox.ts';
import { ccavenueSandboxRoutes } from './ccavenue-sandbox-routes.ts';
import type {
  PaymentAttempt,
  PaymentProvider,
  PaymentProviderSetup,
  PaymentReturn,
  PaymentReturnForm,
  PaymentRuntime,
} from './payment-provider.ts';

export const CCAVENUE = 'ccavenue';

export interface CcavenueOptions {
  account: PaymentAccount;
  /** Where the browser posts encRequest and access_code (absolute, or root-relative on the shop's origin). */
  gatewayUrl: string;
  /** The order status API; a function when it is known only once upstream listens (the sandbox's own). */
  statusUrl: string | (() => string);
  timeoutMs?: number;
}

/** What CCAvenue's page posts back: the encrypted response and the order reference in clear. */
const ReturnForm = z.object({ encResp: hexField, orderNo: formField(40).optional() }).catchall(z.string());

const blankToNull = (value: string | undefined): string | null => (value && value.trim() ? value.trim() : null);
const AMOUNT = /^\d+(\.\d{1,2})?$/;

function requestParams(account: PaymentAccount, attempt: PaymentAttempt): Record<string, string> {
  const { billing, delivery } = attempt;
  return {
    merchant_id: account.merchantId,
    order_id: attempt.reference,
    currency: attempt.currency,
    amount: amountText(attempt.amount),
    redirect_url: attempt.returnUrl,
    cancel_url: attempt.returnUrl,
    language: PAYMENT_LANGUAGE,
    billing_name: billing.name,
    billing_address: billing.address,
    billing_city: billing.city,
    billing_state: billing.state,
    billing_zip: billing.pincode,
    billing_country: billing.country,
    billing_tel: billing.phone,
    billing_email: billing.email ?? '',
    delivery_name: delivery.name,
    delivery_address: delivery.address,
    delivery_city: delivery.city,
    delivery_state: delivery.state,
    delivery_zip: delivery.pincode,
    delivery_country: delivery.country,
    delivery_tel: delivery.phone,
    merchant_param1: attempt.customerId,
  };
}

export function createCcavenue(options: CcavenueOptions): PaymentProvider {
  const { account } = options;
  const timeoutMs = options.timeoutMs ?? STATUS_API_TIMEOUT_MS;

  async function queryStatus(reference: string, trackingId: string | null): Promise<StatusAnswer> {
    const url = typeof options.statusUrl === 'function' ? options.statusUrl() : options.statusUrl;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/plain, */*' },
        body: statusQueryBody(account, reference, trackingId),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
      const body = await response.text();
      if (!response.ok) return { kind: 'failed', reason: `status API answered HTTP ${response.status}` };
      return readStatusAnswer(body, account.workingKey);
    } catch (error) {
      return { kind: 'failed', reason: `status API not reachable: ${(error as Error).message}` };
    }
  }

  return {
    name: CCAVENUE,
    returnForm: ReturnForm,
    specFields: { encryptedRequest: 'encRequest', accessCode: 'access_code' },

    // The same attempt always encrypts the same (a fixed IV, as CCAvenue's own kits).
    async start(attempt) {
      return {
        url: options.gatewayUrl,
        method: 'POST',
        fields: [
          {
            name: 'encRequest',
            value: encryptRequest(encodeParams(requestParams(account, attempt)), account.workingKey),
          },
          { name: 'access_code', value: account.accessCode },
        ],
      };
    },

    readReturn(form: PaymentReturnForm): PaymentReturn | null {
      const encResp = typeof form.encResp === 'string' ? form.encResp.trim() : '';
      const plain = decryptResponse(encResp, account.workingKey);
      if (plain === null) return null;
      const params = decodeParams(plain);
      if (!params.order_id || !params.order_status) return null;
      const orderNo = typeof form.orderNo === 'string' ? form.orderNo.trim() : '';
      if (orderNo !== '' && orderNo !== params.order_id) return null;
      const status = params.order_status.trim();
      const amount = (params.amount ?? '').trim();
      return {
        reference: params.order_id,
        outcome:
          status === GATEWAY_STATUS.SUCCESS ? 'paid' : status === GATEWAY_STATUS.ABORTED ? 'cancelled' : 'failed',
        providerStatus: status,
        amount: AMOUNT.test(amount) ? Number(amount) : null,
        currency: (params.currency ?? '').trim(),
        transactionId: blankToNull(params.tracking_id),
        customerId: params.merchant_param1 ?? '',
        method: blankToNull(params.payment_mode),
        bankReference: blankToNull(params.bank_ref_no),
        receipt: createHash('sha256').update(encResp.toLowerCase()).digest('hex'),
      };
    },

    async confirm(payment, expected) {
      const answer = await queryStatus(payment.reference, payment.transactionId);
      if (answer.kind === 'failed') return { kind: 'unavailable', reason: answer.reason };
      const facts = {
        reference: payment.reference,
        orderStatus: payment.providerStatus,
        trackingId: payment.transactionId,
        amount: payment.amount === null ? '' : amountText(payment.amount),
        currency: payment.currency,
      };
      const verdict = paymentVerdict(facts, answer, expected);
      if (verdict === 'paid' && answer.kind === 'found' && payment.transactionId !== null)
        return {
          kind: 'paid',
          transactionId: payment.transactionId,
          bankReference: answer.status.bankRefNo ?? payment.bankReference,
        };
      return verdict === 'notPaid' ? { kind: 'not_paid' } : { kind: 'disputed' };
    },

    async refund() {
      return {
        kind: 'unsupported',
        reason: 'CCAvenue refunds are made in the CCAvenue dashboard; mark the refund done in the console.',
      };
    },
  };
}

/**
 * The provider from its settings (CCAVENUE_MERCHANT_ID, CCAVENUE_ACCESS_CODE, CCAVENUE_WORKING_KEY,
 * PAYMENT_GATEWAY_URL, PAYMENT_STATUS_URL). Unset, the account is the published sandbox's and,
 * outside production, upstream serves its gateway and status API; production refuses a sandbox
 * secret. A real account's URLs default to CCAvenue's.
 */
export function ccavenueProvider(
  settings: Partial<PaymentSettings>,
  production: boolean,
  timeoutMs?: number,
): (runtime: PaymentRuntime) => PaymentProviderSetup {
  const given = Object.fromEntries(
    Object.entries(settings).filter(([, v]) => v !== undefined && v !== ''),
  ) as Partial<PaymentSettings>;
  const account: PaymentAccount = {
    merchantId: given.merchantId ?? SANDBOX_ACCOUNT.merchantId,
    accessCode: given.accessCode ?? SANDBOX_ACCOUNT.accessCode,
    workingKey: given.workingKey ?? SANDBOX_ACCOUNT.workingKey,
  };
  if (production && usesSandboxSecret(account))
    throw new ProviderSettingError(
      'Refusing to start in production with the published payment sandbox access code or working key: ' +
        'set CCAVENUE_MERCHANT_ID, CCAVENUE_ACCESS_CODE and CCAVENUE_WORKING_KEY to your CCAvenue account.',
    );
  const sandbox = !production && isSandboxAccount(account);
  return (runtime) => {
    const provider = createCcavenue({
      account,
      gatewayUrl: given.gatewayUrl ?? (sandbox ? SANDBOX_GATEWAY_URL : CCAVENUE_URLS.transaction),
      statusUrl:
        given.statusUrl ??
        (sandbox ? () => `${runtime.localOrigin()}${PAYMENT_PATHS.sandboxStatus}` : CCAVENUE_URLS.status),
      ...(timeoutMs ? { timeoutMs } : {}),
    });
    if (!sandbox) return { provider, routes: null, notice: null };
    const gateway = createCcavenueSandbox(runtime.db, runtime.clock, account);
    return {
      provider,
      routes: async (app, routeOptions) => {
        await app.register(ccavenueSandboxRoutes, { ...routeOptions, sandbox: gateway });
      },
      notice: 'payment: the CCAvenue sandbox account is in use; upstream serves its gateway under /payment/',
    };
  };
}
