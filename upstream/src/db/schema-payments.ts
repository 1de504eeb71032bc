// Kysely tables of payments (migration 0010). Timestamps are ISO strings; amounts in major units.
import type { Generated } from 'kysely';

/** A payment attempt of an order after its first: the gateway order reference it was sent with. */
export interface PaymentAttemptTable {
  id: Generated<number>;
  order_id: number;
  /** The gateway's order_id: `{order number}R{attempt}` (the first attempt is the order number). */
  reference: string;
  /** 2 for the first retry, 3 for the next, ... */
  attempt: number;
  created_at: string;
}

/** A gateway response the shop has acted on; the same response (or tracking id) again is a replay. */
export interface PaymentResponseTable {
  id: Generated<number>;
  order_id: number;
  /** SHA-256 of the encrypted response (lowercase hex). */
  digest: string;
  reference: string;
  tracking_id: string | null;
  /** settled, cancelled, refund_due, ignored. */
  outcome: string;
  created_at: string;
}

/** A payment taken for an order that was no longer payable: to be refunded by an operator. */
export interface PaymentRefundTable {
  id: Generated<number>;
  order_id: number;
  reference: string;
  tracking_id: string | null;
  amount: number;
  currency: string;
  /** order_cancelled or already_paid. */
  reason: string;
  created_at: string;
  /** Set when an operator has refunded it. */
  resolved_at: string | null;
  /** The operator who marked it refunded (migration 0013); null when the refund came with a return. */
  resolved_by: Generated<number | null>;
  /** The reference of the money sent back (bank or gateway), as the operator typed it. */
  resolution_note: Generated<string | null>;
}

/** A transaction of the sandbox gateway (what its status API answers from). */
export interface SandboxTransactionTable {
  id: Generated<number>;
  reference: string;
  tracking_id: string;
  /** The status API's words: Successful, Unsuccessful, Aborted. */
  order_status: string;
  /** As the request carried it (2 decimals). */
  amount: string;
  currency: string;
  bank_ref_no: string | null;
  created_at: string;
}

export interface PaymentTables {
  payment_attempts: PaymentAttemptTable;
  payment_responses: PaymentResponseTable;
  payment_refunds: PaymentRefundTable;
  sandbox_transactions: SandboxTransactionTable;
}
