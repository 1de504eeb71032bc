// The console's refunds: payments to send back (a paid order cancelled, a payment that came for an
// order no longer payable, a second payment), due or resolved, paged, with the order and customer;
// one refund, and marking it resolved.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export type RefundStatus = 'due' | 'resolved';

export interface RefundRow {
  id: number;
  orderNumber: string;
  customerName: string;
  customerEmail: string | null;
  reference: string;
  trackingId: string | null;
  amount: number;
  currency: string;
  reason: string;
  createdAt: string;
  resolvedAt: string | null;
  resolvedBy: string | null;
  resolutionNote: string | null;
}

function base(db: Db, status: RefundStatus) {
  return db
    .selectFrom('payment_refunds as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .leftJoin('operators as op', 'op.id', 'r.resolved_by')
    .where('r.resolved_at', status === 'due' ? 'is' : 'is not', null);
}

/** Due: oldest first (the longest waiting on top); resolved: newest first. */
export async function listRefunds(
  db: Db,
  query: { status: RefundStatus; page: number; first: number },
): Promise<{ items: RefundRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    base(db, query.status)
      .select([
        'r.id',
        'o.order_id_new',
        'o.billing_customer_name',
        'o.billing_last_name',
        'o.billing_email',
        'r.reference',
        'r.tracking_id',
        'r.amount',
        'r.currency',
        'r.reason',
        'r.created_at',
        'r.resolved_at',
        'op.name as resolver',
        'r.resolution_note',
      ])
      .orderBy('r.id', query.status === 'due' ? 'asc' : 'desc')
      .limit(query.first)
      .offset((query.page - 1) * query.first)
      .execute(),
    base(db, query.status)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
  ]);
  return {
    total: Number(count?.n ?? 0),
    items: rows.map((row) => ({
      id: row.id,
      orderNumber: row.order_id_new,
      customerName: [row.billing_customer_name, row.billing_last_name].filter(Boolean).join(' '),
      customerEmail: row.billing_email,
      reference: row.reference,
      trackingId: row.tracking_id,
      amount: Number(row.amount),
      currency: row.currency,
      reason: row.reason,
      createdAt: row.created_at,
      resolvedAt: row.resolved_at,
      resolvedBy: row.resolver ?? null,
      resolutionNote: row.resolution_note ?? null,
    })),
  };
}

/** One refund with its order's number, amount, currency and whether it is resolved. */
export function findRefund(db: Db, id: number) {
  return db
    .selectFrom('payment_refunds as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .select(['r.id', 'r.resolved_at', 'o.order_id_new', 'r.amount', 'r.currency'])
    .where('r.id', '=', id)
    .executeTakeFirst();
}

/** Marks a due refund resolved; false when it is unknown or was resolved already (by someone else). */
export async function resolveRefund(
  db: Db,
  refund: { id: number; operatorId: number; note: string; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('payment_refunds')
    .set({ resolved_at: refund.at, resolved_by: refund.operatorId, resolution_note: refund.note })
    .where('id', '=', refund.id)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
