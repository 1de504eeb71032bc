// Grows a seeded catalog for the benchmarks: copies of products written straight into upstream's
// SQLite database, each with its colours, stock, pictures, lifestyles and straps, a model and name
// of its own (name "<name> <k>", model "<model>-C<k>"), and the same category and prices.
import type Database from 'better-sqlite3';
import { nameSortKey } from '@shop/commerce/catalog/sort';

function columns(db: Database.Database, table: string): string[] {
  return (db.prepare(`pragma table_info(${table})`).all() as Array<{ name: string }>).map((c) => c.name);
}

/** Copies rows of `table` chosen by `where`, with some columns computed (`:k` is the copy's number). */
function copyRows(db: Database.Database, table: string, computed: Record<string, string>, where: string, k: number) {
  const cols = columns(db, table).filter((c) => computed[c] !== null);
  const exprs = cols.map((c) => computed[c] ?? c);
  db.prepare(`insert into ${table} (${cols.join(', ')}) select ${exprs.join(', ')} from ${table} where ${where}`).run({
    k,
  });
}

/** `copies` more of each seeded product matching `productWhere` (a condition on products' columns). */
export function copyProducts(db: Database.Database, copies: number, productWhere = '1 = 1'): void {
  const productStride = (db.prepare('select max(id) + 1 as n from products').get() as { n: number }).n;
  const colorStride = (db.prepare('select max(id) + 1 as n from product_colors').get() as { n: number }).n;
  const seeded = `id < ${productStride} and ${productWhere}`;
  const colorsOfSeeded = `product_id in (select id from products where ${seeded})`;
  db.function('name_key', (name: unknown) => nameSortKey(String(name)));
  const pid = `product_id + :k * ${productStride}`;
  const cid = `product_color_id + :k * ${colorStride}`;
  db.transaction(() => {
    for (let k = 1; k <= copies; k += 1) {
      copyRows(
        db,
        'products',
        {
          id: `id + :k * ${productStride}`,
          name: `name || ' ' || :k`,
          name_key: `name_key(name || ' ' || :k)`,
          name_slug: `name_slug || '-' || :k`,
          model: `model || '-C' || :k`,
          model_slug: `model_slug || '-c' || :k`,
          variant_family_id: 'null',
        },
        seeded,
        k,
      );
      copyRows(db, 'product_colors', { id: `id + :k * ${colorStride}`, product_id: pid }, colorsOfSeeded, k);
      const seededColors = `product_color_id in (select id from product_colors where ${colorsOfSeeded})`;
      copyRows(db, 'product_stock', { id: null as never, product_color_id: cid }, seededColors, k);
      copyRows(db, 'product_images', { id: null as never, product_id: pid, product_color_id: cid }, seededColors, k);
      copyRows(db, 'strap_options', { id: null as never, product_color_id: cid }, seededColors, k);
      copyRows(db, 'product_lifestyles', { product_id: pid }, colorsOfSeeded, k);
    }
  })();
}
