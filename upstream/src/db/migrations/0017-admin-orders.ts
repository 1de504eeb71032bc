// Indexes of the operator console's order list (routes/admin-orders.ts): the list pages newest
// first (or by amount) under any one of its filters, so a page stays a short index walk at 100,000
// orders. The status column is the order lifecycle's (0014). Only indexes: no table changes.
import type { Kysely, Migration } from 'kysely';

const INDEXES: ReadonlyArray<readonly [name: string, columns: string[]]> = [
  ['orders_admin_date', ['order_date', 'id']],
  ['orders_admin_amount', ['amount', 'id']],
  ['orders_admin_status_date', ['status', 'order_date']],
  ['orders_admin_state_status_date', ['shipping_state', 'status', 'order_date']],
  ['orders_admin_pincode_date', ['shipping_pincode', 'order_date']],
  ['orders_admin_paytype_date', ['paytype', 'order_date']],
  ['orders_admin_email', ['billing_email']],
  ['orders_admin_phone', ['billing_phone']],
];

export const adminOrdersMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const [name, columns] of INDEXES) {
      await db.schema.createIndex(name).on('orders').columns(columns).execute();
    }
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
  },
};
