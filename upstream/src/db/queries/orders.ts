// Orders and their lines: lookups by number, owner and idempotency key, the customer's history,
// status changes and the payment log (payment attempts, responses and refunds: payments.ts).
import type { Kysely, Selectable, Updateable } from 'kysely';
import { isPostgres } from '../dialect.ts';
import type { Database } from '../schema.ts';
import type { OrderItemTable, OrderTable } from '../schema-orders.ts';

type Db = Kysely<Database>;
export type OrderRow = Selectable<OrderTable>;
export type OrderItemRow = Selectable<OrderItemTable>;

export function findOrderByNumber(db: Db, orderId: string) {
  return db.selectFrom('orders').selectAll().where('order_id_new', '=', orderId).executeTakeFirst();
}

/**
 * Locks an order's row until the transaction ends (PostgreSQL), so that what the transaction reads
 * about the order (its status, the responses already processed) stays true until it writes; two
 * copies of one gateway response then act once. Nothing on SQLite, whose writes run one at a time.
 */
export async function lockOrder(db: Db, orderId: number): Promise<void> {
  if (!isPostgres(db)) return;
  await db.selectFrom('orders').select('id').where('id', '=', orderId).forUpdate().execute();
}

export function findOwnOrder(db: Db, userId: number, orderId: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('order_id_new', '=', orderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The newest live (not cancelled) order of the user with this key made since `since`. */
export function findByIdempotencyKey(db: Db, userId: number, key: string, since: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .where('created_at', '>=', since)
    .where('order_status', '!=', 'Cancelled')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export function orderItems(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('order_items')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('position')
    .execute();
}

/** The customer's orders, newest first, without those awaiting online payment. */
export function ordersOf(db: Db, userId: number, hiddenStatus: string) {
  return ownOrdersQuery(db, userId, hiddenStatus).execute();
}

/**
 * One page of the customer's orders in the order of `ordersOf`: the index orders_user_date
 * (user_id, order_date, id) gives the rows in order, so a page reads its own rows and stops.
 */
export function orderPageQuery(db: Db, userId: number, hiddenStatus: string, page: { offset: number; limit: number }) {
  return ownOrdersQuery(db, userId, hiddenStatus).limit(page.limit).offset(page.offset);
}

/** How many orders the customer's history lists (read from the same index). */
export function orderCountQuery(db: Db, userId: number, hiddenStatus: string) {
  return db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('order_status', '!=', hiddenStatus);
}

function ownOrdersQuery(db: Db, userId: number, hiddenStatus: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('order_status', '!=', hiddenStatus)
    .orderBy('order_date', 'desc')
    .orderBy('id', 'desc');
}

/**
 * Pending orders: of one user, or of everyone whose payment hold began before `before` (the hold
 * begins when the order is created, and again with each retried payment attempt).
 */
export function pendingOrders(db: Db, pending: string, filter: { userId?: number; before?: string }) {
  let query = db.selectFrom('orders').selectAll().where('order_status', '=', pending);
  if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
  const before = filter.before;
  if (before !== undefined)
    query = query
      .where('created_at', '<', before)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('payment_attempts as a')
              .select('a.id')
              .whereRef('a.order_id', '=', 'orders.id')
              .where('a.created_at', '>=', before),
          ),
        ),
      );
  return query.execute();
}

/** Changes an order only while it has status `from`; false when it had another status by then. */
export async function updateOrderFrom(
  db: Db,
  id: number,
  from: string,
  values: Updateable<OrderTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set(values)
    .where('id', '=', id)
    .where('order_status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function logPaymentEvent(
  db: Db,
  event: {
    orderId: number;
    kind: 'request' | 'response';
    orderStatus: string;
    trackingId: string | null;
    amount: number;
    outcome: string;
    at: string;
  },
): Promise<void> {
  await db
    .insertInto('payment_events')
    .values({
      order_id: event.orderId,
      kind: event.kind,
      order_status: event.orderStatus,
      tracking_id: event.trackingId,
      amount: event.amount,
      outcome: event.outcome,
      created_at: event.at,
    })
    .execute();
}

export function prebookingsOf(db: Db, userId: number) {
  return db.selectFrom('prebookings').selectAll().where('user_id', '=', userId).orderBy('booked_on', 'desc').execute();
}
