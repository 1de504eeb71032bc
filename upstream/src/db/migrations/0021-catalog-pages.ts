// Pages of a category sorted and filtered by the database: each product keeps the key its name
// sorts by (nameSortKey, the rule the in-memory sort uses, so that both agree), and each order a
// category page offers has an index that starts with the category, so a page reads its rows in
// order and stops (no sort of the whole category). Existing rows get their key here; the seed
// writes it with each product.
import { sql, type Kysely, type Migration } from 'kysely';
import { nameSortKey } from '@shop/commerce/catalog/sort';

const INDEXES = [
  ['products_category_price', ['category_id', 'is_listed', 'sale_price', 'featured_rank', 'id']],
  ['products_category_sold', ['category_id', 'is_listed', 'units_sold', 'featured_rank', 'id']],
  ['products_category_name', ['category_id', 'is_listed', 'name_key', 'featured_rank', 'id']],
  ['products_listed_name', ['is_listed', 'name_key']],
] as const;

export const catalogPagesMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('products')
      .addColumn('name_key', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .execute();
    const rows = await sql<{ id: number; name: string }>`select id, name from products`.execute(db);
    for (const row of rows.rows)
      await sql`update products set name_key = ${nameSortKey(row.name)} where id = ${row.id}`.execute(db);
    for (const [name, columns] of INDEXES)
      await db.schema
        .createIndex(name)
        .on('products')
        .columns([...columns])
        .execute();
    // Lifestyle filters look products up by tag.
    await db.schema
      .createIndex('product_lifestyles_lifestyle')
      .on('product_lifestyles')
      .columns(['lifestyle_id', 'product_id'])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('product_lifestyles_lifestyle').execute();
    for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
    await db.schema.alterTable('products').dropColumn('name_key').execute();
  },
};
