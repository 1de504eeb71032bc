// Indexes of lists paged on the server: the customer's order history walks (user_id, order_date,
// id) newest first and stops after its page, ties broken by id on SQLite and PostgreSQL alike.
// The older (user_id, order_date) index is a prefix of it and goes. Only indexes: no table changes.
import type { Kysely, Migration } from 'kysely';

const INDEXES: ReadonlyArray<readonly [name: string, table: string, columns: string[]]> = [
  ['orders_user_date', 'orders', ['user_id', 'order_date', 'id']],
];

export const pagingIndexesMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const [name, table, columns] of INDEXES)
      await db.schema.createIndex(name).on(table).columns(columns).execute();
    await db.schema.dropIndex('orders_user').execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.createIndex('orders_user').on('orders').columns(['user_id', 'order_date']).execute();
    for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
  },
};
