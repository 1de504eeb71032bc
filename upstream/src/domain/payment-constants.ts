// Payment settings and the sandbox gateway (CCAvenue redirect protocol). The defaults are the
// sandbox's own, so a fresh checkout works without configuration; a shop with a CCAvenue account
// sets CCAVENUE_MERCHANT_ID, CCAVENUE_ACCESS_CODE, CCAVENUE_WORKING_KEY and PAYMENT_GATEWAY_URL.
export interface PaymentSettings {
  merchantId: string;
  accessCode: string;
  workingKey: string;
  /** Where the browser posts encRequest and access_code (absolute, or root-relative on the shop's origin). */
  gatewayUrl: string;
}

export const SANDBOX_PAYMENT_SETTINGS: PaymentSettings = {
  merchantId: '4000123',
  accessCode: 'AVLU00SANDBOXLUMEN',
  workingKey: '5E1F0C3A9B7D2468ACE13579BDF02468',
  gatewayUrl: '/payment/transaction?command=initiateTransaction',
};

/** Paths served by upstream (and proxied by the gateway on the shop's origin). */
export const PAYMENT_PATHS = {
  /** The sandbox gateway's payment page (POST encRequest, access_code). */
  sandboxTransaction: '/payment/transaction',
  /** The sandbox's Pay / Cancel buttons post here. */
  sandboxDecision: '/payment/transaction/decision',
  /** The shop's response handler: the gateway posts encResp here (redirect_url and cancel_url). */
  response: '/payment/response',
} as const;

export const PAYMENT_LANGUAGE = 'EN';
/** What the sandbox calls its payment instrument. */
export const SANDBOX_PAYMENT_MODE = 'Sandbox Card';
/** Statuses a gateway response may carry; only Success settles an order. */
export const GATEWAY_STATUS = { SUCCESS: 'Success', FAILURE: 'Failure', ABORTED: 'Aborted' } as const;
