// Payment attempts (the gateway reference of each retry), the gateway responses already acted on,
// refund-due records, and the sandbox gateway's transactions.
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

type Db = Kysely<Database>;

/** The order a gateway reference names: a retry's attempt row, else the order number itself (first attempt). */
export async function orderOfReference(db: Db, reference: string) {
  const attempt = await db
    .selectFrom('payment_attempts')
    .select(['order_id'])
    .where('reference', '=', reference)
    .executeTakeFirst();
  const query = db.selectFrom('orders').selectAll();
  return attempt
    ? query.where('id', '=', attempt.order_id).executeTakeFirst()
    : query.where('order_id_new', '=', reference).executeTakeFirst();
}

/** The newest attempt of an order (null: only the first, whose reference is the order number). */
export function latestAttempt(db: Db, orderId: number) {
  return db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function insertAttempt(
  db: Db,
  attempt: { orderId: number; reference: string; attempt: number; at: string },
): Promise<void> {
  await db
    .insertInto('payment_attempts')
    .values({
      order_id: attempt.orderId,
      reference: attempt.reference,
      attempt: attempt.attempt,
      created_at: attempt.at,
    })
    .execute();
}

/** A response already acted on: the same encrypted response, or another one with the same tracking id. */
export function processedResponse(db: Db, digest: string, trackingId: string | null) {
  let query = db.selectFrom('payment_responses').selectAll();
  query =
    trackingId === null
      ? query.where('digest', '=', digest)
      : query.where((eb) => eb.or([eb('digest', '=', digest), eb('tracking_id', '=', trackingId)]));
  return query.executeTakeFirst();
}

export async function recordResponse(
  db: Db,
  response: {
    orderId: number;
    digest: string;
    reference: string;
    trackingId: string | null;
    outcome: string;
    at: string;
  },
): Promise<void> {
  await db
    .insertInto('payment_responses')
    .values({
      order_id: response.orderId,
      digest: response.digest,
      reference: response.reference,
      tracking_id: response.trackingId,
      outcome: response.outcome,
      created_at: response.at,
    })
    .execute();
}

export interface NewRefund {
  orderId: number;
  reference: string;
  trackingId: string | null;
  amount: number;
  currency: string;
  reason: string;
  at: string;
}

export async function insertRefund(db: Db, refund: NewRefund): Promise<void> {
  await db
    .insertInto('payment_refunds')
    .values({
      order_id: refund.orderId,
      reference: refund.reference,
      tracking_id: refund.trackingId,
      amount: refund.amount,
      currency: refund.currency,
      reason: refund.reason,
      created_at: refund.at,
      resolved_at: null,
    })
    .execute();
}

/** Refund-due records not yet resolved, oldest first, with their order number and customer (the operators' list). */
export function openRefunds(db: Db) {
  return db
    .selectFrom('payment_refunds as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .select([
      'r.id',
      'o.order_id_new',
      'o.user_id',
      'o.billing_email',
      'r.reference',
      'r.tracking_id',
      'r.amount',
      'r.currency',
      'r.reason',
      'r.created_at',
    ])
    .where('r.resolved_at', 'is', null)
    .orderBy('r.id')
    .execute();
}

/** An order's refund-due records, newest first. */
export function refundsOfOrder(db: Db, orderId: number) {
  return db.selectFrom('payment_refunds').selectAll().where('order_id', '=', orderId).orderBy('id', 'desc').execute();
}

export async function insertSandboxTransaction(
  db: Db,
  t: {
    reference: string;
    trackingId: string;
    orderStatus: string;
    amount: string;
    currency: string;
    bankRefNo: string | null;
    at: string;
  },
): Promise<void> {
  await db
    .insertInto('sandbox_transactions')
    .values({
      reference: t.reference,
      tracking_id: t.trackingId,
      order_status: t.orderStatus,
      amount: t.amount,
      currency: t.currency,
      bank_ref_no: t.bankRefNo,
      created_at: t.at,
    })
    .execute();
}

/** The sandbox's transaction by tracking id, else the newest of the reference. */
export function sandboxTransaction(db: Db, reference: string, trackingId: string | null) {
  const query = db.selectFrom('sandbox_transactions').selectAll();
  return trackingId
    ? query.where('tracking_id', '=', trackingId).executeTakeFirst()
    : query.where('reference', '=', reference).orderBy('id', 'desc').executeTakeFirst();
}
