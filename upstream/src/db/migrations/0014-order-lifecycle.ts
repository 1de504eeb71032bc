// The order lifecycle (@shop/commerce/checkout/order-lifecycle): each order's `status` in the state
// machine (backfilled from order_status and paytype; order_status stays the REST dialect the
// storefront pages read: 'Success' for every live state), its shipment (courier, AWB number,
// tracking link, expected delivery date), when it shipped and was delivered, the return or
// replacement the shopper asked for, and the timeline of every status change (order_events).
// The console's list indexes on status are migration 0017's.
import { sql, type ColumnDataType, type Kysely, type Migration } from 'kysely';

const timestamp: ColumnDataType = 'varchar(30)';

const ORDER_COLUMNS: ReadonlyArray<readonly [string, ColumnDataType]> = [
  ['courier_name', 'varchar(60)'],
  ['awb_number', 'varchar(30)'],
  ['tracking_url', 'varchar(500)'],
  ['expected_delivery_date', 'varchar(10)'],
  ['shipped_at', timestamp],
  ['delivered_at', timestamp],
  ['return_kind', 'varchar(20)'],
  ['return_reason', 'varchar(500)'],
  ['return_requested_at', timestamp],
];

export const orderLifecycleMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('orders')
      .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('placed'))
      .execute();
    for (const [column, type] of ORDER_COLUMNS) await db.schema.alterTable('orders').addColumn(column, type).execute();
    // paytype 1 is prepaid; an empty or other order_status reads as cancelled (spec section 4).
    await sql`
      update orders set status = case
        when order_status = 'Success' and paytype = 1 then 'paid'
        when order_status = 'Success' then 'placed'
        when order_status = 'Pending' then 'pending_payment'
        else 'cancelled'
      end
    `.execute(db);

    await db.schema
      .createTable('order_events')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addColumn('at', timestamp, (c) => c.notNull())
      .addColumn('actor_kind', 'varchar(10)', (c) => c.notNull())
      .addColumn('operator_id', 'integer')
      .addColumn('note', 'varchar(500)')
      .execute();
    await db.schema.createIndex('order_events_order').on('order_events').columns(['order_id', 'id']).execute();
    // The timeline so far: placed or paid (when it was), awaiting payment, cancelled.
    await sql`
      insert into order_events (order_id, status, at, actor_kind)
      select id, case when paytype = 1 then 'paid' else 'placed' end, coalesce(settled_at, order_date), 'system'
      from orders where status <> 'pending_payment' and (status <> 'cancelled' or settled_at is not null)
    `.execute(db);
    await sql`
      insert into order_events (order_id, status, at, actor_kind)
      select id, 'pending_payment', order_date, 'system' from orders where status = 'pending_payment'
    `.execute(db);
    await sql`
      insert into order_events (order_id, status, at, actor_kind)
      select id, 'cancelled', coalesce(cancelled_at, updated_at), 'system' from orders where status = 'cancelled'
    `.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('order_events').execute();
    for (const [column] of [...ORDER_COLUMNS].reverse())
      await db.schema.alterTable('orders').dropColumn(column).execute();
    await db.schema.alterTable('orders').dropColumn('status').execute();
  },
};
