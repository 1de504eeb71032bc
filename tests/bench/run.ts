// npm run bench: for the screen queries the web client really sends (read from its generated
// documents), prints upstream calls, sequential upstream rounds, latency p50/p95 with
// UPSTREAM_LATENCY_MS at 0 and 20 (and p50 at 20 over its floor, rounds x 20 ms), requests per
// second under load (autocannon) and CPU per request of each server (at 0), beside the REST calls
// the old client made for the same screen. Results also go to bench-results/latest.json.
import autocannon from 'autocannon';
import { print } from 'graphql';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { cpuMs, loadDocuments, percentile, root, startShop, type Shop } from './servers.ts';
import { screens, type Screen } from './screens.ts';

const SEQUENTIAL_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const LOAD_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Measured {
  calls: number;
  rounds: number;
  p50: number;
  p95: number;
  rps: number;
  /** CPU per request over the sequential requests, ms: the gateway's and upstream's processes. */
  gatewayCpu: number;
  upstreamCpu: number;
}

async function measure(shop: Shop, screen: Screen, query: string, variables: unknown): Promise<Measured> {
  const gatewayUrl = shop.gatewayUrl;
  const body = JSON.stringify({ query, variables, operationName: screen.operation });
  const headers = { 'content-type': 'application/json', ...(await screen.headers?.(gatewayUrl)) };
  const post = () => fetch(`${gatewayUrl}/graphql`, { method: 'POST', headers, body });
  const first = await post();
  const json = (await first.json()) as { errors?: unknown[] };
  if (!first.ok || json.errors) throw new Error(`${screen.name}: ${JSON.stringify(json.errors ?? first.status)}`);
  const calls = Number(first.headers.get('x-upstream-calls'));
  const rounds = Number(first.headers.get('x-upstream-rounds'));
  const times: number[] = [];
  const cpuBefore = await Promise.all([cpuMs(shop.gatewayPid), cpuMs(shop.upstreamPid)]);
  for (let i = 0; i < SEQUENTIAL_REQUESTS; i++) {
    const t0 = performance.now();
    const res = await post();
    await res.arrayBuffer();
    times.push(performance.now() - t0);
  }
  const cpuAfter = await Promise.all([cpuMs(shop.gatewayPid), cpuMs(shop.upstreamPid)]);
  times.sort((a, b) => a - b);
  const load = await autocannon({
    url: `${gatewayUrl}/graphql`,
    method: 'POST',
    headers,
    body,
    connections: LOAD_CONNECTIONS,
    duration: LOAD_SECONDS,
  });
  if (load.non2xx > 0 || load.errors > 0)
    throw new Error(`${screen.name}: ${load.non2xx} non-2xx, ${load.errors} errors under load`);
  return {
    calls,
    rounds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    rps: load.requests.average,
    gatewayCpu: (cpuAfter[0] - cpuBefore[0]) / SEQUENTIAL_REQUESTS,
    upstreamCpu: (cpuAfter[1] - cpuBefore[1]) / SEQUENTIAL_REQUESTS,
  };
}

const documents = await loadDocuments();
const results: Record<string, Record<string, Measured>> = {};
for (const latency of [0, 20]) {
  const shop = await startShop(latency);
  try {
    for (const screen of screens) {
      const doc = documents.get(screen.operation);
      if (!doc) throw new Error(`operation ${screen.operation} not found in web/src/generated/graphql.ts`);
      const variables = await screen.variables(shop.gatewayUrl);
      (results[screen.name] ??= {})[`latency${latency}`] = await measure(shop, screen, print(doc), variables);
    }
  } finally {
    await shop.stop();
  }
}

const f = (n: number) => n.toFixed(1);
const lines = [
  `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  `Sequential requests per figure: ${SEQUENTIAL_REQUESTS}; load: ${LOAD_CONNECTIONS} connections for ${LOAD_SECONDS} s`,
  '',
  '| screen | old client REST calls (rounds) | gateway upstream calls | rounds | p50 / p95 ms @0 | p50 / p95 ms @20 | p50 @20 / floor | req/s @0 | req/s @20 | CPU ms/request gateway / upstream |',
  '|---|---|---|---|---|---|---|---|---|---|',
];
for (const screen of screens) {
  const r0 = results[screen.name]?.latency0;
  const r20 = results[screen.name]?.latency20;
  if (!r0 || !r20) continue;
  lines.push(
    `| ${screen.name} | ${screen.oldClientCalls} (${screen.oldClientRounds}) | ${r0.calls} | ${r0.rounds} | ${f(r0.p50)} / ${f(r0.p95)} | ${f(r20.p50)} / ${f(r20.p95)} | ${(r20.p50 / (r20.rounds * 20)).toFixed(2)}x | ${Math.round(r0.rps)} | ${Math.round(r20.rps)} | ${r0.gatewayCpu.toFixed(2)} / ${r0.upstreamCpu.toFixed(2)} |`,
  );
}
console.log(lines.join('\n'));
await mkdir(path.join(root, 'bench-results'), { recursive: true });
await writeFile(path.join(root, 'bench-results/latest.json'), JSON.stringify(results, null, 2));
