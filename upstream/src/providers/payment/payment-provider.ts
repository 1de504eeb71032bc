// The payment seam: what order creation, retry payment, the return handler and settlement need of
// a payment provider, in the shop's words. A provider starts a payment for one attempt of an order
// (a redirect the browser follows), reads what it posts back into neutral facts, confirms those
// facts with its own API before anything is settled, and refunds (or says plainly that it cannot).
// Its protocol's words stay in its implementation (ccavenue.ts). Implementations are listed in
// payment-providers.ts and each passes payment-provider.contract.ts.
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../services/clock.ts';

/** Where the shopper's browser goes to pay: the client submits these fields to the URL as given. */
export interface PaymentRedirect {
  /** Absolute, or root-relative on the shop's origin (a local sandbox served by upstream). */
  url: string;
  method: 'POST' | 'GET';
  /** Form fields (POST) or query parameters (GET), in order. */
  fields: Array<{ name: string; value: string }>;
}

/** A billing or delivery party of an attempt, as the order holds it. */
export interface PaymentParty {
  name: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  country: string;
  phone: string;
  email: string | null;
}

/** One payment attempt of an order awaiting payment. */
export interface PaymentAttempt {
  /** The attempt's reference: the order number for the first attempt, `{order}R{n}` after it. */
  reference: string;
  orderNumber: string;
  /** The amount payable, in major units (rupees), with its currency. */
  amount: number;
  currency: string;
  /** The customer's id ('' for none); a provider that echoes it lets the shop check the return's customer. */
  customerId: string;
  billing: PaymentParty;
  delivery: PaymentParty;
  /** Where the provider sends the shopper back (the shop's return handler, absolute). */
  returnUrl: string;
}

/** What a provider posts to the return handler, field by field (urlencoded form). */
export type PaymentReturnForm = Record<string, string>;

/** A return read into neutral facts. Nothing here is trusted until `confirm` says so. */
export interface PaymentReturn {
  /** The attempt's reference the return names. */
  reference: string;
  /** What the return claims. */
  outcome: 'paid' | 'failed' | 'cancelled';
  /** The provider's own word for it ('Success', 'Aborted', ...), kept as the order's payment_status. */
  providerStatus: string;
  /** The amount it names in major units; null when it names none or an unreadable one. */
  amount: number | null;
  currency: string;
  /** The provider's id of the transaction; null when it has none (a cancel before paying). */
  transactionId: string | null;
  /** The customer id sent with the attempt, as echoed back; null when the provider echoes none. */
  customerId: string | null;
  /** How the shopper paid ('Net Banking', ...), when said. */
  method: string | null;
  /** The bank's reference, when the return carries one. */
  bankReference: string | null;
  /** A digest of this return as received: the same return posted twice has the same receipt (replays). */
  receipt: string;
}

/** What the shop expects of an attempt: its reference, the order's amount and currency. */
export interface ExpectedPayment {
  reference: string;
  amount: number;
  currency: string;
}

/**
 * The provider's own API on a return. paid: it confirms a payment of exactly this attempt,
 * transaction, amount and currency. not_paid: the return says it failed and the provider knows no
 * payment for it. disputed: anything else (the return and the provider, or the figures, disagree).
 * unavailable: the provider could not be asked (network, timeout, unreadable answer); try again.
 */
export type PaymentConfirmation =
  | { kind: 'paid'; transactionId: string; bankReference: string | null }
  | { kind: 'not_paid' }
  | { kind: 'disputed' }
  | { kind: 'unavailable'; reason: string };

export interface RefundRequest {
  reference: string;
  transactionId: string;
  amount: number;
  currency: string;
  /** The shop's reason, for the provider's records. */
  reason: string;
}

/**
 * refunded: the money went back (refundId: the provider's). pending: accepted, the provider reports
 * later. refused: the provider said no. unsupported: this provider does not refund through the shop
 * (an operator refunds in the provider's dashboard and records it in the console).
 */
export type RefundResult =
  | { kind: 'refunded'; refundId: string }
  | { kind: 'pending'; refundId: string }
  | { kind: 'refused'; reason: string }
  | { kind: 'unsupported'; reason: string };

export interface PaymentProvider {
  /** The provider's name: its PAYMENT_PROVIDER value and `payment_redirect.provider`. */
  readonly name: string;
  /** The form its return posts to the shop's return handler (the route validates it; the OpenAPI document shows it). */
  readonly returnForm: z.ZodType<PaymentReturnForm>;
  /**
   * The redirect fields that fill the spec's CreateOrderNew answer (`encryptedRequest`,
   * `accessCode`), or null when its redirect has no such fields (they are then blank).
   */
  readonly specFields: { encryptedRequest: string; accessCode: string } | null;
  /** Starts a payment of an attempt. Called outside any database transaction. */
  start(attempt: PaymentAttempt): Promise<PaymentRedirect>;
  /** A return's facts; null when it is not the provider's (foreign, tampered, unreadable). Never throws. */
  readReturn(form: PaymentReturnForm): PaymentReturn | null;
  /** Asks the provider's API about a return before the shop acts on it. Never throws. */
  confirm(payment: PaymentReturn, expected: ExpectedPayment): Promise<PaymentConfirmation>;
  /** Refunds a confirmed payment. Never throws. */
  refund(request: RefundRequest): Promise<RefundResult>;
}

/** What a provider may use once upstream runs: the database and clock (a local sandbox's records), upstream's own address. */
export interface PaymentRuntime {
  db: Kysely<Database>;
  clock: Clock;
  /** `http://127.0.0.1:<port>` once upstream listens (a local sandbox's API is called over HTTP like the real one). */
  localOrigin: () => string;
}

/** The options app.ts gives a provider's own routes. */
export interface ProviderRouteOptions {
  /** PUBLIC_URL: the shop's origin as the browser sees it. */
  publicUrl: string;
}

/** A provider ready to use, with the routes it serves in upstream and what to say at start. */
export interface PaymentProviderSetup {
  provider: PaymentProvider;
  /** Its own routes at upstream's root (its local sandbox outside production; later its webhooks), or null. */
  routes: FastifyPluginAsync<ProviderRouteOptions> | null;
  /** A line logged at start (a sandbox in use), or null. */
  notice: string | null;
}
