// Payment settings, the sandbox gateway's own settings and the CCAvenue protocol's names. The
// defaults are the sandbox's, so a fresh checkout works without configuration (outside production);
// a shop with a CCAvenue account sets CCAVENUE_MERCHANT_ID, CCAVENUE_ACCESS_CODE and
// CCAVENUE_WORKING_KEY, and its URLs default to CCAvenue's.
export interface PaymentSettings {
  merchantId: string;
  accessCode: string;
  workingKey: string;
  /** Where the browser posts encRequest and access_code (absolute, or root-relative on the shop's origin). */
  gatewayUrl: string;
  /** The gateway's order status API (PAYMENT_STATUS_URL); absolute. */
  statusUrl: string;
}

/** The settings of an account, without the URLs (they default by account). */
export type PaymentAccount = Pick<PaymentSettings, 'merchantId' | 'accessCode' | 'workingKey'>;

/** The published sandbox account: never accepted in production. */
export const SANDBOX_ACCOUNT: PaymentAccount = {
  merchantId: '4000123',
  accessCode: 'AVLU00SANDBOXLUMEN',
  workingKey: '5E1F0C3A9B7D2468ACE13579BDF02468',
};

/** Paths served by upstream (and proxied by the gateway on the shop's origin). */
export const PAYMENT_PATHS = {
  /** The sandbox gateway's payment page (POST encRequest, access_code). */
  sandboxTransaction: '/payment/transaction',
  /** The sandbox's Pay / Cancel buttons post here. */
  sandboxDecision: '/payment/transaction/decision',
  /** The sandbox's order status API (CCAvenue's path under /payment). */
  sandboxStatus: '/payment/apis/servlet/DoWebTrans',
  /** The shop's response handler: the gateway posts encResp here (redirect_url and cancel_url). */
  response: '/payment/response',
} as const;

/** Where the browser posts the sandbox's request (on the shop's origin). */
export const SANDBOX_GATEWAY_URL = `${PAYMENT_PATHS.sandboxTransaction}?command=initiateTransaction`;

/** CCAvenue's production URLs: the defaults for a real account. */
export const CCAVENUE_URLS = {
  transaction: 'https://secure.ccavenue.com/transaction/transaction.do?command=initiateTransaction',
  status: 'https://api.ccavenue.com/apis/servlet/DoWebTrans',
} as const;

/** The order status API's fixed form fields (CCAvenue's "orderStatusTracker", JSON in and out). */
export const STATUS_API_FIELDS = {
  command: 'orderStatusTracker',
  request_type: 'JSON',
  response_type: 'JSON',
  version: '1.2',
} as const;

/** How long the shop waits for the status API before telling the shopper it could not confirm. */
export const STATUS_API_TIMEOUT_MS = 10_000;

export const PAYMENT_LANGUAGE = 'EN';
/** What the sandbox calls its payment instrument. */
export const SANDBOX_PAYMENT_MODE = 'Sandbox Card';
/** Statuses a gateway response (encResp) may carry; only Success is a payment. */
export const GATEWAY_STATUS = { SUCCESS: 'Success', FAILURE: 'Failure', ABORTED: 'Aborted' } as const;
/** The status API's words for a payment taken: captured (Successful) or confirmed (Shipped). */
export const PAID_STATUSES: readonly string[] = ['Successful', 'Shipped'];
/** The status API's words the sandbox records. */
export const SANDBOX_STATUS = { PAID: 'Successful', FAILED: 'Unsuccessful', ABORTED: 'Aborted' } as const;

/** True when the account is exactly the published sandbox's: the sandbox gateway may then be served. */
export function isSandboxAccount(account: PaymentAccount): boolean {
  return (
    account.merchantId === SANDBOX_ACCOUNT.merchantId &&
    account.accessCode === SANDBOX_ACCOUNT.accessCode &&
    account.workingKey === SANDBOX_ACCOUNT.workingKey
  );
}

/** True when the account uses a published sandbox secret (either one is enough to forge a response). */
export function usesSandboxSecret(account: PaymentAccount): boolean {
  return account.accessCode === SANDBOX_ACCOUNT.accessCode || account.workingKey === SANDBOX_ACCOUNT.workingKey;
}

/** The gateway order reference of an attempt: the order number, then `{order}R2`, `{order}R3`, ... */
export function attemptReference(orderNumber: string, attempt: number): string {
  return attempt <= 1 ? orderNumber : `${orderNumber}R${attempt}`;
}
