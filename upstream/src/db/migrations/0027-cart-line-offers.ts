// The offer products a shopper chose with a cart line become part of the line: `offer_ids` holds
// their ids in ascending order, comma-separated ('' for none), and the line's unique key gains it,
// so a ring with its dock and the same ring without it are two lines. SQLite cannot drop a table's
// unique constraint, so the table is rebuilt on both databases: existing lines are copied in id
// order with no offers chosen.
import { sql, type Kysely, type Migration } from 'kysely';

const COLUMNS = ['user_id', 'product_id', 'color_id', 'size', 'strap_id', 'quantity', 'created_at', 'updated_at'];

async function createLines(db: Kysely<unknown>, table: string, withOffers: boolean): Promise<void> {
  let builder = db.schema
    .createTable(table)
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('color_id', 'integer', (c) => c.notNull().references('product_colors.id').onDelete('cascade'))
    .addColumn('size', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('strap_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull());
  builder = withOffers
    ? builder
        .addColumn('offer_ids', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addUniqueConstraint('cart_lines_line_offers', [
          'user_id',
          'product_id',
          'color_id',
          'size',
          'strap_id',
          'offer_ids',
        ])
    : builder.addUniqueConstraint('cart_lines_line', ['user_id', 'product_id', 'color_id', 'size', 'strap_id']);
  await builder.execute();
}

/** Copies the lines in id order (the new ids follow it); `where` picks the lines that fit. */
async function copyLines(db: Kysely<unknown>, from: string, to: string, where = sql``): Promise<void> {
  const columns = sql.join(COLUMNS.map((c) => sql.ref(c)));
  await sql`insert into ${sql.table(to)} (${columns}) select ${columns} from ${sql.table(from)} ${where} order by id`.execute(
    db,
  );
}

async function rebuild(db: Kysely<unknown>, withOffers: boolean, where = sql``): Promise<void> {
  await createLines(db, 'cart_lines_next', withOffers);
  await copyLines(db, 'cart_lines', 'cart_lines_next', where);
  await db.schema.dropTable('cart_lines').execute();
  await db.schema.alterTable('cart_lines_next').renameTo('cart_lines').execute();
}

export const cartLineOffersMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await rebuild(db, true);
  },

  /** Lines with chosen offers cannot be told apart without them and are dropped. */
  async down(db: Kysely<unknown>): Promise<void> {
    await rebuild(db, false, sql`where offer_ids = ''`);
  },
};
