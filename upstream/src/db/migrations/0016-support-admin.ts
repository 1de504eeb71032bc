// Support administration: the operators' replies to service requests (each also mailed to the
// customer), and the indexes of the console's queues: requests by status oldest first, product
// registrations newest first, customers by name.
import type { Kysely, Migration } from 'kysely';

export const supportAdminMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('complaint_replies')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('complaint_id', 'integer', (c) => c.notNull().references('complaints.id').onDelete('cascade'))
      .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id'))
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('mailed_to', 'varchar(254)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('complaint_replies_complaint')
      .on('complaint_replies')
      .columns(['complaint_id', 'id'])
      .execute();
    await db.schema.createIndex('complaints_status').on('complaints').columns(['status', 'id']).execute();
    await db.schema.createIndex('complaints_order').on('complaints').column('order_id').execute();
    await db.schema.createIndex('product_registrations_mobile').on('product_registrations').column('mobile').execute();
    await db.schema.createIndex('users_name').on('users').column('name').execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const index of ['users_name', 'product_registrations_mobile', 'complaints_order', 'complaints_status']) {
      await db.schema.dropIndex(index).execute();
    }
    await db.schema.dropTable('complaint_replies').execute();
  },
};
