// npm run bench, the catalog's scaling table: p50 of the screens a shopper opens (home, a category
// in two orders, search, a product, the product list) on the seeded catalog, with 10x and 100x as
// many products, and with 5,000 products in one category. The goal: no screen's cost grows with
// the catalog (p50 at 100x within 1.5x of the seeded size). Copies are written straight into
// upstream's SQLite database while it runs, with upstream's catalog cache off (every request
// reads the database): each copy of a product has its colours, stock, pictures, lifestyles and
// straps, a model and name of its own, and the same category and prices. Then requests per second
// of home and category with the catalog cache on and off, on the seeded catalog and at 100x.
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { print } from 'graphql';
import os from 'node:os';
import path from 'node:path';
import { copyProducts } from './catalog-growth.ts';
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

const CACHE_OFF = { CATALOG_CACHE_TTL_MS: '0' };
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

/** Requests per second of a probe under load (10 connections). */
async function rps(shop: Shop, query: string, probe: Probe): Promise<number> {
  const load = await autocannon({
    url: `${shop.gatewayUrl}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables: probe.variables, operationName: probe.operation }),
    connections: 10,
    duration: LOAD_SECONDS,
  });
  if (load.non2xx > 0 || load.errors > 0) throw new Error(`${probe.name}: ${load.non2xx} non-2xx under load`);
  return load.requests.average;
}

async function grownShop(scenario: Scenario, env: Record<string, string>): Promise<{ shop: Shop; products: number }> {
  const shop = await startShop(0, { env });
  const db = new Database(path.join(shop.dataDir, 'shop.db'));
  try {
    db.pragma('busy_timeout = 10000');
    return { shop, products: scenario.grow(db) };
  } finally {
    db.close();
  }
}

const documents = await loadDocuments();
const lines = [
  `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  `p50 ms of ${REQUESTS} sequential requests at 0 ms upstream latency, SQLite; (ratio to the seeded catalog)`,
];
const MODES = [
  { name: 'catalog cache off (every request reads the database)', env: CACHE_OFF },
  { name: 'catalog cache on (CATALOG_CACHE_TTL_MS=5000), after the first request', env: {} },
];
for (const mode of MODES) {
  const rows: Array<{ scenario: string; products: number; p50: number[] }> = [];
  for (const scenario of SCENARIOS) {
    const { shop, products } = await grownShop(scenario, mode.env);
    try {
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
  lines.push(
    '',
    `${mode.name}:`,
    '',
    `| catalog | listed products | ${PROBES.map((p) => p.name).join(' | ')} |`,
    `|---|---|${PROBES.map(() => '---').join('|')}|`,
    ...rows.map(
      (row) =>
        `| ${row.scenario} | ${row.products.toLocaleString('en-IN')} | ${row.p50
          .map((v, i) => `${v.toFixed(1)} (${(v / base.p50[i]!).toFixed(2)}x)`)
          .join(' | ')} |`,
    ),
  );
}

const CACHE_PROBES = PROBES.filter((p) => p.name === 'home' || p.name === 'category');
lines.push(
  '',
  `Requests per second at 0 ms upstream latency (10 connections, ${LOAD_SECONDS} s), upstream's catalog cache on (CATALOG_CACHE_TTL_MS=5000) and off:`,
  '',
  `| catalog | ${CACHE_PROBES.map((p) => `${p.name} off | ${p.name} on | on / off`).join(' | ')} |`,
  `|---|${CACHE_PROBES.map(() => '---|---|---').join('|')}|`,
);
for (const scenario of [SCENARIOS[0]!, SCENARIOS[2]!]) {
  const figures: number[][] = CACHE_PROBES.map(() => []);
  for (const env of [CACHE_OFF, {}]) {
    const { shop } = await grownShop(scenario, env);
    try {
      for (const [i, probe] of CACHE_PROBES.entries()) {
        figures[i]!.push(await rps(shop, print(documents.get(probe.operation)!), probe));
      }
    } finally {
      await shop.stop();
    }
  }
  lines.push(
    `| ${scenario.name} | ${figures.map(([off, on]) => `${Math.round(off!)} | ${Math.round(on!)} | ${(on! / off!).toFixed(2)}x`).join(' | ')} |`,
  );
}
console.log(lines.join('\n'));
