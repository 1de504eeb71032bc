// After-sales support: complaint types and the checklist, complaints (service requests) with their
// ticked checklist items, product manuals, service centres and product registrations. Uploaded
// files are stored under the data folder by a random name (the column keeps that name only).
import type { Kysely, Migration } from 'kysely';

const timestamp = 'varchar(30)';

export const supportMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('complaint_types')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('complaint', 'varchar(120)', (c) => c.notNull())
      .addColumn('needs_checklist', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('checklist_items')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('chk_list', 'varchar(255)', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('complaints')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('complaint_type_id', 'integer', (c) => c.notNull().references('complaint_types.id'))
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
      .addColumn('color_id', 'integer', (c) => c.notNull().references('product_colors.id'))
      .addColumn('contact_name', 'varchar(120)', (c) => c.notNull())
      .addColumn('email', 'varchar(254)', (c) => c.notNull())
      .addColumn('phone', 'varchar(10)', (c) => c.notNull())
      .addColumn('address', 'varchar(500)', (c) => c.notNull())
      .addColumn('pincode', 'varchar(6)', (c) => c.notNull())
      .addColumn('city', 'varchar(120)', (c) => c.notNull())
      .addColumn('state', 'varchar(120)', (c) => c.notNull())
      .addColumn('country', 'varchar(120)', (c) => c.notNull())
      .addColumn('order_id', 'varchar(40)', (c) => c.notNull())
      .addColumn('subject', 'varchar(200)', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('purchased_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('invoice_number', 'varchar(60)', (c) => c.notNull())
      .addColumn('attachment_file', 'varchar(60)')
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .addColumn('updated_at', timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('complaints_email').on('complaints').columns(['email', 'id']).execute();
    await db.schema.createIndex('complaints_phone').on('complaints').columns(['phone', 'id']).execute();

    await db.schema
      .createTable('complaint_checklist')
      .addColumn('complaint_id', 'integer', (c) => c.notNull().references('complaints.id').onDelete('cascade'))
      .addColumn('checklist_item_id', 'integer', (c) => c.notNull().references('checklist_items.id'))
      .addPrimaryKeyConstraint('complaint_checklist_pk', ['complaint_id', 'checklist_item_id'])
      .execute();

    await db.schema
      .createTable('product_manuals')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('product_id', 'integer', (c) => c.notNull().unique().references('products.id').onDelete('cascade'))
      .addColumn('file_name', 'varchar(80)', (c) => c.notNull().unique())
      .addColumn('version', 'varchar(10)', (c) => c.notNull())
      .addColumn('published_on', 'varchar(10)', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('service_centres')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('country', 'varchar(120)', (c) => c.notNull())
      .addColumn('state', 'varchar(120)', (c) => c.notNull())
      .addColumn('city', 'varchar(120)', (c) => c.notNull())
      .addColumn('asp_name', 'varchar(200)', (c) => c.notNull())
      .addColumn('address', 'varchar(500)', (c) => c.notNull())
      .addColumn('contact_person', 'varchar(120)', (c) => c.notNull())
      .addColumn('mobile_no', 'varchar(20)', (c) => c.notNull())
      .addColumn('emailid', 'varchar(254)', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('product_registrations')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('first_name', 'varchar(60)', (c) => c.notNull())
      .addColumn('last_name', 'varchar(60)', (c) => c.notNull())
      .addColumn('email', 'varchar(254)', (c) => c.notNull())
      .addColumn('mobile', 'varchar(10)', (c) => c.notNull())
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
      .addColumn('invoice_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('comments', 'text', (c) => c.notNull())
      .addColumn('invoice_file', 'varchar(60)', (c) => c.notNull())
      .addColumn('subscribe', 'integer', (c) => c.notNull())
      .addColumn('created_at', timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('product_registrations_email').on('product_registrations').column('email').execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of [
      'product_registrations',
      'service_centres',
      'product_manuals',
      'complaint_checklist',
      'complaints',
      'checklist_items',
      'complaint_types',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
