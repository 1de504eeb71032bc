// npm run bench (part): how long the gateway takes to refuse the hardening review's attacks (the
// depth-6 related(first: 100) query, a 2.7 MB document of 1.4 million tokens, a list variable of
// 10,000 invalid items), against a light query it answers, on the production gateway over the
// seeded shop. tests/graphql/limits.test.ts proves each is refused before any upstream call and
// before the document is parsed in full; this measures what that costs. Medians of REFUSAL_RUNS
// (default 20) sends; results also go to bench-results/refusals.json.
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { root, startShop } from './servers.ts';

const RUNS = Number(process.env.REFUSAL_RUNS ?? 20);

const PRODUCT = 'product(categorySlug: "smart-rings", nameSlug: "aura-ring-gen-3", modelSlug: "ar-300")';
let nested = 'id name';
for (let level = 0; level < 6; level += 1) nested = `related(first: 100) { id name ${nested} }`;

const cases: Array<{ name: string; body: unknown; status: number }> = [
  { name: 'a light query (answered)', body: { query: `{ ${PRODUCT} { id name } }` }, status: 200 },
  { name: 'depth-6 related(first: 100): cost', body: { query: `{ ${PRODUCT} { ${nested} } }` }, status: 400 },
  { name: '2.7 MB of 1.4 million tokens: text size', body: { query: `{ ${'a '.repeat(1_400_000)}}` }, status: 413 },
  {
    name: '10,000 invalid list items: variables',
    body: {
      query: 'query($l: [CartLineInput!]) { cart(guestLines: $l) { count } }',
      variables: { l: Array.from({ length: 10_000 }, () => ({ productId: 'x', colorId: 1, quantity: 'a' })) },
    },
    status: 400,
  },
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const shop = await startShop(0);
const results: Record<string, number> = {};
try {
  for (const { name, body, status } of cases) {
    const text = JSON.stringify(body);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      const response = await fetch(`${shop.gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: text,
      });
      await response.arrayBuffer();
      times.push(performance.now() - started);
      if (response.status !== status) throw new Error(`${name}: status ${response.status}, not ${status}`);
    }
    results[name] = median(times);
  }
} finally {
  await shop.stop();
}

console.log(
  [
    `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}; medians of ${RUNS} sends`,
    '',
    '| request | ms (median) |',
    '|---|---|',
    ...Object.entries(results).map(([name, ms]) => `| ${name} | ${ms.toFixed(1)} |`),
  ].join('\n'),
);
await mkdir(path.join(root, 'bench-results'), { recursive: true });
await writeFile(path.join(root, 'bench-results/refusals.json'), JSON.stringify(results, null, 2));
