// npm run bench, scale-out table: the product and checkout screens (the web client's own queries,
// as in run.ts) through a round-robin proxy to one gateway, then to two, on SQLite and on
// PostgreSQL; autocannon's requests per second and the p95 latency, with the two-to-one ratios.
// Every server is its own process: upstream(s), gateways and the proxy (this file run with
// `proxy <port> <target>...`), so that two gateways can use two cores. On SQLite both gateways
// share one upstream (one process owns the file); on PostgreSQL each gateway has its own upstream
// on the one database (a throwaway cluster). Results also go to bench-results/scale-out.json.
// Settings: BENCH_SECONDS (5), SCALE_CONNECTIONS (20).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { print, type DocumentNode } from 'graphql';
import { startPostgresCluster } from '../support/postgres-cluster.ts';
import { createTestDatabase } from '../support/postgres.ts';
import { screens, type Screen } from './screens.ts';
import { loadDocuments, percentile, PRODUCTION_ENV, root, sparePort, stopChildren, waitFor } from './servers.ts';

const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.SCALE_CONNECTIONS ?? 20);
const SCREENS = ['product', 'checkout (customer)'];
const JWT_SECRET = 'scale-out-bench-secret-0123456789abcdef0123456789';

/**
 * The round-robin proxy: each request to the next target, over kept-alive connections. A request
 * sent on a kept-alive connection that the gateway closed at that moment (its idle timeout) is sent
 * once more on a new one, as Node's documentation advises (`reusedSocket`); bodies are small here.
 */
function runProxy(port: number, targets: URL[]): void {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;
  http
    .createServer((req, res) => {
      const target = targets[next++ % targets.length]!;
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        const send = (retry: boolean) => {
          const forward = http.request(
            {
              host: target.hostname,
              port: target.port,
              method: req.method,
              path: req.url,
              headers: req.headers,
              agent,
            },
            (answer) => {
              res.writeHead(answer.statusCode ?? 502, answer.headers);
              answer.pipe(res);
            },
          );
          forward.on('error', (error: NodeJS.ErrnoException) => {
            if (retry && forward.reusedSocket && error.code === 'ECONNRESET') return send(false);
            if (!res.headersSent) res.writeHead(502);
            res.end();
          });
          forward.end(body);
        };
        send(true);
      });
    })
    .listen(port, '127.0.0.1');
}

const graphqlProbe: RequestInit = {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query: '{ gatewayVersion }' }),
};

interface Deployment {
  url: string;
  stop(): Promise<void>;
}

async function deploy(gateways: number, databaseUrl: string | undefined): Promise<Deployment> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-scale-bench-'));
  const children: ChildProcess[] = [];
  const base: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    JWT_SECRET,
    ...PRODUCTION_ENV,
  };
  delete base.DATABASE_URL;
  delete base.REDIS_URL;
  const start = (args: string[], env: NodeJS.ProcessEnv) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: root,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    return child;
  };
  const stop = async () => {
    await stopChildren(children);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    // SQLite: one upstream owns the file; PostgreSQL: one upstream per gateway, started one after another.
    const upstreamUrls: string[] = [];
    for (let i = 0; i < (databaseUrl ? gateways : 1); i++) {
      const port = await sparePort();
      const env = { ...base, UPSTREAM_PORT: String(port), ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
      const child = start([path.join(root, 'upstream/src/main.ts')], env);
      await waitFor(`http://127.0.0.1:${port}/api/health`, child);
      upstreamUrls.push(`http://127.0.0.1:${port}`);
    }
    const gatewayUrls: string[] = [];
    for (let i = 0; i < gateways; i++) {
      const port = await sparePort();
      const upstreamUrl = upstreamUrls[i % upstreamUrls.length]!;
      const child = start([path.join(root, 'gateway/src/main.ts')], {
        ...base,
        PORT: String(port),
        HOST: '127.0.0.1',
        UPSTREAM_URL: upstreamUrl,
      });
      await waitFor(`http://127.0.0.1:${port}/graphql`, child, graphqlProbe);
      gatewayUrls.push(`http://127.0.0.1:${port}`);
    }
    const proxyPort = await sparePort();
    const proxy = start([fileURLToPath(import.meta.url), 'proxy', String(proxyPort), ...gatewayUrls], base);
    const url = `http://127.0.0.1:${proxyPort}`;
    await waitFor(`${url}/graphql`, proxy, graphqlProbe);
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

interface Figures {
  rps: number;
  p95: number;
}

async function measure(url: string, screen: Screen, document: DocumentNode): Promise<Figures> {
  const body = JSON.stringify({
    query: print(document),
    variables: await screen.variables(url),
    operationName: screen.operation,
  });
  const headers = { 'content-type': 'application/json', ...(await screen.headers?.(url)) };
  // Each gateway answers once before the load (warm caches, and a wrong answer fails here).
  for (let i = 0; i < 4; i++) {
    const res = await fetch(`${url}/graphql`, { method: 'POST', headers, body });
    const json = (await res.json()) as { errors?: unknown[] };
    if (!res.ok || json.errors) throw new Error(`${screen.name}: ${JSON.stringify(json.errors ?? res.status)}`);
  }
  const load = { url: `${url}/graphql`, method: 'POST' as const, headers, body, connections: CONNECTIONS };
  // One second of the same load first: the gateways' JIT and connection pools warm, not measured.
  await autocannon({ ...load, duration: 1 });
  const times: number[] = [];
  const statuses: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ ...load, duration: LOAD_SECONDS }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      times.push(responseTime);
      if (status >= 300) statuses.push(status);
    });
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(
      `${screen.name}: ${result.non2xx} non-2xx (${statuses.join(', ')}), ${result.errors} errors under load`,
    );
  times.sort((a, b) => a - b);
  return { rps: result.requests.average, p95: percentile(times, 95) };
}

async function main(): Promise<void> {
  const documents = await loadDocuments();
  const chosen = SCREENS.map((name) => {
    const screen = screens.find((s) => s.name === name);
    const document = screen && documents.get(screen.operation);
    if (!screen || !document) throw new Error(`screen ${name} or its operation not found`);
    return { screen, document };
  });
  const results: Record<string, Record<string, Record<string, Figures>>> = {};
  const run = async (database: string, databaseUrl: () => Promise<{ url?: string; drop(): Promise<void> }>) => {
    for (const gateways of [1, 2]) {
      const db = await databaseUrl();
      const deployment = await deploy(gateways, db.url);
      try {
        for (const { screen, document } of chosen) {
          ((results[database] ??= {})[screen.name] ??= {})[`gateways${gateways}`] = await measure(
            deployment.url,
            screen,
            document,
          );
        }
      } finally {
        await deployment.stop();
        await db.drop();
      }
    }
  };
  await run('SQLite', async () => ({ drop: async () => {} }));
  // A machine without PostgreSQL's binaries still gets the SQLite rows, and says why the others are missing.
  const cluster = await startPostgresCluster().catch((error: unknown) => {
    console.error(`scale-out: PostgreSQL rows skipped: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  });
  if (cluster) {
    try {
      await run('PostgreSQL', () => createTestDatabase(cluster.adminUrl));
    } finally {
      await cluster.stop();
    }
  }

  const f = (n: number) => n.toFixed(1);
  const lines = [
    `Scale-out: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}; ` +
      `autocannon ${CONNECTIONS} connections for ${LOAD_SECONDS} s through a round-robin proxy (its own process)`,
    '',
    '| database | screen | 1 gateway req/s | p95 ms | 2 gateways req/s | p95 ms | req/s ×2/×1 | p95 ×2/×1 |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const [database, byScreen] of Object.entries(results)) {
    for (const [name, figures] of Object.entries(byScreen)) {
      const one = figures.gateways1;
      const two = figures.gateways2;
      if (!one || !two) continue;
      lines.push(
        `| ${database} | ${name} | ${Math.round(one.rps)} | ${f(one.p95)} | ${Math.round(two.rps)} | ${f(two.p95)} | ` +
          `${(two.rps / one.rps).toFixed(2)} | ${(two.p95 / one.p95).toFixed(2)} |`,
      );
    }
  }
  // Busy processes under load with two gateways: the load generator, the proxy, two gateways and one
  // upstream (SQLite) or two upstreams and PostgreSQL's backends.
  lines.push(
    '',
    `With two gateways 5 (SQLite) or 6+ (PostgreSQL) processes are busy on ${os.cpus().length} cores: ` +
      'a second gateway raises req/s only where cores are free for it.',
  );
  console.log(lines.join('\n'));
  await mkdir(path.join(root, 'bench-results'), { recursive: true });
  await writeFile(path.join(root, 'bench-results/scale-out.json'), JSON.stringify(results, null, 2));
}

if (process.argv[2] === 'proxy') {
  runProxy(
    Number(process.argv[3]),
    process.argv.slice(4).map((t) => new URL(t)),
  );
} else {
  await main();
}
