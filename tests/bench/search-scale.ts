// npm run bench, search at 50,000 listed products: the seeded catalog is copied (copyProducts)
// straight into upstream's SQLite database until 50,000 products are listed (behind upstream's
// back, as another instance's change would be), then the time until search answers from the
// rebuilt index (built behind the answers once CATALOG_CACHE_TTL_MS has passed) is timed, and the p50 of results pages (a synonym, a typo, a
// prefix, two words, a category filter) and of the header box's suggestions, through the gateway, each request a question not asked before
// (so no cache answers it).
import Database from 'better-sqlite3';
import { print } from 'graphql';
import os from 'node:os';
import path from 'node:path';
import { copyProducts } from './catalog-growth.ts';
import { loadDocuments, startShop } from './servers.ts';

const TARGET = Number(process.env.BENCH_SEARCH_PRODUCTS ?? 50_000);
const REQUESTS = Number(process.env.BENCH_SEARCH_REQUESTS ?? 100);

const PROBES = [
  { name: 'results "earbuds" (synonyms)', operation: 'SearchPage', variables: { query: 'earbuds', page: 1 } },
  { name: 'results "hedphones" (typo)', operation: 'SearchPage', variables: { query: 'hedphones', page: 1 } },
  { name: 'results "vert" (prefix)', operation: 'SearchPage', variables: { query: 'vert', page: 1 } },
  { name: 'results "smart watch", page 3', operation: 'SearchPage', variables: { query: 'smart watch', page: 3 } },
  {
    name: 'results "smart", one category',
    operation: 'SearchPage',
    variables: { query: 'smart', page: 1, filter: { categoryId: '2' } },
  },
  { name: 'suggestions "headph"', operation: 'SearchSuggestions', variables: { query: 'headph' } },
];

/** Prefixes typed into the header box: 3 letters and more of shoppers' words. */
const SUGGESTION_PREFIXES = ['headphones', 'earbuds', 'vertex', 'summit', 'smartwatch', 'nimbus', 'travel', 'charger']
  .flatMap((word) => Array.from({ length: word.length - 2 }, (_, i) => word.slice(0, i + 3)))
  .slice(0, REQUESTS);

const documents = await loadDocuments();
const shop = await startShop(0);
try {
  const db = new Database(path.join(shop.dataDir, 'shop.db'));
  const listed = () => (db.prepare('select count(*) as n from products where is_listed = 1').get() as { n: number }).n;
  db.pragma('busy_timeout = 10000');
  copyProducts(db, Math.ceil(TARGET / listed()) - 1);
  const products = listed();
  db.close();

  const post = async (operation: string, variables: Record<string, unknown>): Promise<unknown> => {
    const doc = documents.get(operation);
    if (!doc) throw new Error(`operation ${operation} not found`);
    const res = await fetch(`${shop.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: print(doc), variables, operationName: operation }),
    });
    const json = (await res.json()) as { data?: unknown; errors?: unknown[] };
    if (!res.ok || json.errors) throw new Error(`${operation}: ${JSON.stringify(json.errors ?? res.status)}`);
    return json.data;
  };
  // Search answers from the old index until the new one is built behind it; a request that meets
  // the build (or the gateway's upstream timeout) is asked again.
  const t0 = performance.now();
  let failures = 0;
  for (;;) {
    try {
      const data = (await post('SearchPage', { query: 'ring', page: 1 })) as {
        productSearchPage: { totalCount: number };
      };
      if (data.productSearchPage.totalCount > 1000) break;
    } catch (error) {
      failures += 1;
      if (performance.now() - t0 > 120_000) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const firstMs = performance.now() - t0;

  const lines = [
    `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    `Search at ${products.toLocaleString('en-IN')} listed products, SQLite, 0 ms upstream latency; search answered from the rebuilt index after ${firstMs.toFixed(0)} ms (${failures} requests failed meanwhile)`,
    `p50 ms of ${REQUESTS} sequential requests through the gateway, each a new question (results: pages 1 to ${REQUESTS}; suggestions: ${SUGGESTION_PREFIXES.length} prefixes):`,
    '',
    '| probe | p50 ms | p95 ms |',
    '|---|---|---|',
  ];
  for (const probe of PROBES) {
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i += 1) {
      // Another question each time so that no cache answers: results pages 1, 2, 3, ... of the
      // query; suggestions for the prefixes of shoppers' words, in turn.
      const variables =
        probe.operation === 'SearchPage'
          ? { ...probe.variables, page: i + 1 }
          : { query: SUGGESTION_PREFIXES[i % SUGGESTION_PREFIXES.length] };
      const start = performance.now();
      await post(probe.operation, variables);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))]!;
    lines.push(`| ${probe.name} | ${at(0.5).toFixed(1)} | ${at(0.95).toFixed(1)} |`);
  }
  console.log(lines.join('\n'));
} finally {
  await shop.stop();
}
