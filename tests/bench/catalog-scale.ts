// npm run bench, the catalog's scaling table: p50 of the screens a shopper opens (home, a category
// in two orders, search, a product, the product list) on the seeded catalog, with 10x and 100x as
// many products, and with 5,000 products in one category. The goal: no screen's cost grows with
// the catalog (p50 at 100x within 1.5x of the seeded size). Copies are written straight into
// upstream's SQLite database while it runs (nothing caches the catalog between requests): each
// copy of a product has its colours, stock, pictures, lifestyles and straps, a model and name of
// its own, and the same category and prices.
import Database from 'better-sqlite3';
import { print } from 'graphql';
import os from 'node:os';
import path from 'node:path';
import { nameSortKey } from '@shop/commerce/catalog/sort';
import { loadDocuments, startShop, type Shop } from './servers.ts';

const REQUESTS = Number(process.env.BENCH_SCALE_REQUESTS ?? 100);

interface Probe {
  name: string;
  operation: string;
  variables: Record<string, unknown>;
}

const PROBES: Probe[] = [
  { name: 'home', operation: 'HomePage', variables: {} },
  { name: 'category', operation: 'CategoryPage', variables: { slug: 'smart-rings', sort: 'FEATURED', page: 1 } },
  {
    name: 'category, price low-high, page 2',
    operation: 'CategoryPage',
    variables: { slug: 'smart-rings', sort: 'PRICE_ASC', page: 2 },
  },
  { name: 'search "ring"', operation: 'SearchPage', variables: { query: 'ring', page: 1 } },
  {
    name: 'product',
    operation: 'ProductPage',
    variables: { categorySlug: 'smart-rings', nameSlug: 'aura-ring-gen-3', modelSlug: 'ar-300' },
  },
  { name: 'product list', operation: 'ProductListPage', variables: { page: 1 } },
];

interface Scenario {
  name: string;
  /** Grows the seeded catalog; answers the number of listed products. */
  grow(db: Database.Database): number;
}

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
function copyProducts(db: Database.Database, copies: number, productWhere = '1 = 1'): void {
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

const listed = (db: Database.Database, where = '1 = 1') =>
  (db.prepare(`select count(*) as n from products where is_listed = 1 and ${where}`).get() as { n: number }).n;

const SCENARIOS: Scenario[] = [
  { name: 'seeded', grow: (db) => listed(db) },
  {
    name: 'x10',
    grow: (db) => {
      copyProducts(db, 9);
      return listed(db);
    },
  },
  {
    name: 'x100',
    grow: (db) => {
      copyProducts(db, 99);
      return listed(db);
    },
  },
  {
    name: '5,000 in one category',
    grow: (db) => {
      const rings = listed(db, 'category_id = 1');
      copyProducts(db, Math.ceil(5000 / rings) - 1, 'category_id = 1');
      return listed(db);
    },
  },
];

async function p50(shop: Shop, query: string, probe: Probe): Promise<number> {
  const body = JSON.stringify({ query, variables: probe.variables, operationName: probe.operation });
  const post = async () => {
    const res = await fetch(`${shop.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const json = (await res.json()) as { errors?: unknown[] };
    if (!res.ok || json.errors) throw new Error(`${probe.name}: ${JSON.stringify(json.errors ?? res.status)}`);
  };
  for (let i = 0; i < 5; i += 1) await post();
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const t0 = performance.now();
    await post();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

const documents = await loadDocuments();
const rows: Array<{ scenario: string; products: number; p50: number[] }> = [];
for (const scenario of SCENARIOS) {
  const shop = await startShop(0);
  try {
    const db = new Database(path.join(shop.dataDir, 'shop.db'));
    db.pragma('busy_timeout = 10000');
    const products = scenario.grow(db);
    db.close();
    const figures: number[] = [];
    for (const probe of PROBES) {
      const doc = documents.get(probe.operation);
      if (!doc) throw new Error(`operation ${probe.operation} not found`);
      figures.push(await p50(shop, print(doc), probe));
    }
    rows.push({ scenario: scenario.name, products, p50: figures });
  } finally {
    await shop.stop();
  }
}

const base = rows[0]!;
const lines = [
  `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  `p50 ms of ${REQUESTS} sequential requests at 0 ms upstream latency, SQLite; (ratio to the seeded catalog)`,
  '',
  `| catalog | listed products | ${PROBES.map((p) => p.name).join(' | ')} |`,
  `|---|---|${PROBES.map(() => '---').join('|')}|`,
  ...rows.map(
    (row) =>
      `| ${row.scenario} | ${row.products.toLocaleString('en-IN')} | ${row.p50
        .map((v, i) => `${v.toFixed(1)} (${(v / base.p50[i]!).toFixed(2)}x)`)
        .join(' | ')} |`,
  ),
];
console.log(lines.join('\n'));
