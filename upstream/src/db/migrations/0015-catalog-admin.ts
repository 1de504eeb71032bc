// Catalog administration: indexes that keep the console's catalog lists fast on a large catalog
// (products sorted by name or price, the low-stock list read fewest units first). The console's
// changes themselves need no new columns: who changed what lives in the audit log (0013).
import type { Kysely, Migration } from 'kysely';

const INDEXES = [
  ['products_name', 'products', ['name', 'id']],
  ['products_sale_price', 'products', ['sale_price', 'id']],
  ['product_stock_units', 'product_stock', ['stock']],
] as const;

export const catalogAdminMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const [name, table, columns] of INDEXES)
      await db.schema
        .createIndex(name)
        .on(table)
        .columns([...columns])
        .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
  },
};
