// The timeline of orders (migration 0014): one row per status change, oldest first.
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

type Db = Kysely<Database>;

export interface NewOrderEvent {
  orderId: number;
  status: string;
  at: string;
  actorKind: 'shopper' | 'operator' | 'system';
  operatorId?: number | null;
  note?: string | null;
}

export async function insertOrderEvent(db: Db, event: NewOrderEvent): Promise<void> {
  await db
    .insertInto('order_events')
    .values({
      order_id: event.orderId,
      status: event.status,
      at: event.at,
      actor_kind: event.actorKind,
      operator_id: event.operatorId ?? null,
      note: event.note ?? null,
    })
    .execute();
}

/** One order's events, oldest first. */
export function orderEvents(db: Db, orderId: number) {
  return db.selectFrom('order_events').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}
