// npm run bench (part): how long the refusals and cuts take that the tests assert by behaviour
// only, each beside the setting it follows: an upstream that never answers (UPSTREAM_TIMEOUT after
// UPSTREAM_TIMEOUT_MS; tests/ops/frozen-upstream.test.ts), an upstream that is down
// (UPSTREAM_UNAVAILABLE at once; tests/ops/supervision.test.ts), both servers' HTTP timeouts
// (tests/graphql/headers-timeouts.test.ts) and a drain past its grace period (tests/ops/drain.test.ts).
// Medians of TIMEOUT_RUNS (default 5); results also go to bench-results/timeouts.json.
import { mkdir, writeFile } from 'node:fs/promises';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { closeGracefully } from '@shop/server/graceful-shutdown';
import { buildGateway } from '../../gateway/src/app.ts';
import { buildUpstream } from '../../upstream/src/app.ts';
import { freePort, postGraphql, startFrozenUpstream, startGatewayApp } from '../ops/ops-support.ts';
import { rawRequest } from '../support/raw-request.ts';
import { startUpstream } from '../support/upstream.ts';
import { root } from './servers.ts';

const RUNS = Number(process.env.TIMEOUT_RUNS ?? 5);
const UPSTREAM_TIMEOUT_MS = 800;
const LATENCY_MS = 1_500;
const GRACE_MS = 200;
const TIMEOUTS = { headersMs: 1_000, requestMs: 2_500, bodyIdleMs: 800, keepAliveMs: 1_000 };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function medianOf(run: () => Promise<number>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) times.push(await run());
  return median(times);
}

const rows: Array<{ case: string; settingMs: number | null; ms: number }> = [];

// The gateway over an upstream that accepts connections and never answers, then over none at all.
const frozen = await startFrozenUpstream();
const overFrozen = await startGatewayApp({ upstreamUrl: frozen.url, upstreamTimeoutMs: UPSTREAM_TIMEOUT_MS });
const overNothing = await startGatewayApp({ upstreamUrl: `http://127.0.0.1:${await freePort()}` });
try {
  rows.push({
    case: 'a query over a frozen upstream: UPSTREAM_TIMEOUT',
    settingMs: UPSTREAM_TIMEOUT_MS,
    ms: await medianOf(async () => (await postGraphql(overFrozen.url, '{ categories { slug } }')).elapsedMs),
  });
  rows.push({
    case: 'a query while upstream is down: UPSTREAM_UNAVAILABLE',
    settingMs: null,
    ms: await medianOf(async () => (await postGraphql(overNothing.url, '{ categories { slug } }')).elapsedMs),
  });
} finally {
  await overFrozen.app.close();
  await overNothing.app.close();
  await frozen.close();
}

// Both servers' HTTP timeouts, against clients that stop or trickle.
const upstream = await startUpstream({ latencyMs: LATENCY_MS });
try {
  const halfBody = (target: string) =>
    `POST ${target} HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"query":"{ gateway`;
  const gateway = await buildGateway({ upstreamUrl: upstream.url, dataDir: upstream.dataDir, timeouts: TIMEOUTS });
  const upstreamApp = await buildUpstream({ dataDir: upstream.dataDir, logger: false, timeouts: TIMEOUTS });
  try {
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    await upstreamApp.listen({ port: 0, host: '127.0.0.1' });
    const gatewayPort = (gateway.server.address() as net.AddressInfo).port;
    const upstreamPort = (upstreamApp.server.address() as net.AddressInfo).port;
    const closed = (port: number, head: string, chunks: string[] = [], everyMs = 0) =>
      medianOf(async () => (await rawRequest(port, head, chunks, everyMs)).closedAfterMs);
    rows.push({
      case: 'gateway: a body that stops half way, dropped',
      settingMs: TIMEOUTS.bodyIdleMs,
      ms: await closed(gatewayPort, halfBody('/graphql')),
    });
    rows.push({
      case: 'gateway: a body that trickles, 408',
      settingMs: TIMEOUTS.requestMs,
      ms: await closed(
        gatewayPort,
        halfBody('/graphql'),
        Array.from({ length: 40 }, () => ' '),
        200,
      ),
    });
    rows.push({
      case: 'gateway: headers that never end, 408',
      settingMs: TIMEOUTS.headersMs,
      ms: await closed(
        gatewayPort,
        'GET / HTTP/1.1\r\nHost: shop.test\r\nX-Slow: ',
        ['a', 'b', 'c', 'd', 'e', 'f', 'g'],
        300,
      ),
    });
    rows.push({
      case: 'upstream: a body that stops half way, dropped',
      settingMs: TIMEOUTS.bodyIdleMs,
      ms: await closed(upstreamPort, halfBody('/api/Login/Login')),
    });
  } finally {
    await gateway.close();
    await upstreamApp.close();
  }

  // A drain whose grace period ends before the request in flight (LATENCY_MS) could be answered.
  rows.push({
    case: `gateway drain past its grace, a request of ${LATENCY_MS} ms in flight`,
    settingMs: GRACE_MS,
    ms: await medianOf(async () => {
      const drained = await startGatewayApp({ upstreamUrl: upstream.url });
      const inFlight = postGraphql(drained.url, '{ categories { slug } }').catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const started = performance.now();
      await closeGracefully(drained.app, GRACE_MS);
      const ms = performance.now() - started;
      await inFlight;
      return ms;
    }),
  });
} finally {
  await upstream.close();
}

console.log(
  [
    `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}; medians of ${RUNS} runs`,
    '',
    '| case | setting ms | ms (median) |',
    '|---|---|---|',
    ...rows.map((row) => `| ${row.case} | ${row.settingMs ?? '-'} | ${row.ms.toFixed(0)} |`),
  ].join('\n'),
);
await mkdir(path.join(root, 'bench-results'), { recursive: true });
await writeFile(path.join(root, 'bench-results/timeouts.json'), JSON.stringify(rows, null, 2));
