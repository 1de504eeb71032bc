// Geography and delivery: country, the 36 states and union territories with their GST codes,
// the shop's delivery zones and one row per Indian pincode.
import type { Kysely, Migration } from 'kysely';

export const pincodesMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('countries')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'varchar(120)', (c) => c.notNull())
      .addColumn('iso_code', 'varchar(2)', (c) => c.notNull())
      .addColumn('phone_code', 'varchar(8)', (c) => c.notNull())
      .addColumn('currency_code', 'varchar(3)', (c) => c.notNull())
      .addColumn('currency_symbol', 'varchar(8)', (c) => c.notNull())
      .addColumn('tax_name', 'varchar(20)', (c) => c.notNull())
      .addColumn('tax_percent', 'numeric', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('states')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id'))
      .addColumn('name', 'varchar(120)', (c) => c.notNull())
      .addColumn('iso_code', 'varchar(6)', (c) => c.notNull().unique())
      .addColumn('gst_code', 'varchar(2)', (c) => c.notNull())
      .addColumn('region', 'varchar(20)', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('delivery_zones')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('code', 'varchar(20)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(60)', (c) => c.notNull())
      .addColumn('min_days', 'integer', (c) => c.notNull())
      .addColumn('max_days', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('pincodes')
      .addColumn('pincode', 'varchar(6)', (c) => c.primaryKey())
      .addColumn('district', 'varchar(120)', (c) => c.notNull())
      .addColumn('city', 'varchar(120)', (c) => c.notNull())
      .addColumn('state_id', 'integer', (c) => c.notNull().references('states.id'))
      .addColumn('zone_id', 'integer', (c) => c.notNull().references('delivery_zones.id'))
      .addColumn('deliverable', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('pincodes_state').on('pincodes').column('state_id').execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of ['pincodes', 'delivery_zones', 'states', 'countries']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
