// Starts upstream and gateway as child processes on spare ports, the way `npm start` runs them,
// so that the benchmark measures real processes and not code sharing the benchmark's event loop.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { buildUpstream } from '../../upstream/src/app.ts';

export const root = path.resolve(import.meta.dirname, '../..');

/** The servers run as in production, with what the benchmarks need of it. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  // Production replaces the published demo passwords; the benchmarks sign in with them.
  DEMO_LOGINS: '1',
  LOG_LEVEL: 'warn',
  // Production refuses the published sandbox account; the benchmarks never pay, so any other will do.
  CCAVENUE_MERCHANT_ID: 'bench-merchant',
  CCAVENUE_ACCESS_CODE: 'BENCHACCESSCODE0000',
  CCAVENUE_WORKING_KEY: 'BENCH0WORKING0KEY0000000000000000',
} as const;

export async function sparePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(url: string, child: ChildProcess, init?: RequestInit): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      const res = await fetch(url, init);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up within 60 s`);
}

/** A GraphQL POST to the gateway (the body as JSON), with extra headers (a session's token). */
export type GraphqlPost = (body: unknown, headers?: Record<string, string>) => Promise<Response>;

/** A new data folder whose database upstream has migrated and seeded (`file`: its SQLite file). */
export async function seededDataDir(name: string): Promise<{ dataDir: string; file: string }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `shop-bench-${name}-`));
  const upstreamApp = await buildUpstream({ dataDir, logger: false, devRoutes: false, latencyMs: 0 });
  await upstreamApp.close();
  return { dataDir, file: path.join(dataDir, 'shop.db') };
}

/** The p-th percentile (nearest rank) of times sorted ascending. */
export function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)] ?? NaN;
}

/** Stops child processes, the last started first, each waited for. */
export async function stopChildren(children: ChildProcess[]): Promise<void> {
  for (const child of children.reverse()) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  }
}

/**
 * p50 and p95 in ms of `count` sequential POSTs of one GraphQL body, after one that must answer
 * data without errors (it warms the servers and proves the query).
 */
export async function timePosts(
  post: GraphqlPost,
  body: unknown,
  headers: Record<string, string>,
  count: number,
): Promise<{ p50: number; p95: number }> {
  const first = (await (await post(body, headers)).json()) as { data?: unknown; errors?: unknown };
  if (first.errors || !first.data) throw new Error(JSON.stringify(first.errors));
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    await (await post(body, headers)).arrayBuffer();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** A holder of data of some size (a customer's orders, a partner's rows): its key and session headers. */
export interface SizedHolder {
  key: string;
  headers: Record<string, string>;
  /** How many rows it holds (read once its data is in place). */
  rows: number;
}

/**
 * Each query timed as each holder, the smallest first: table rows `| query | rows | p50 / p95 |`
 * and, per query, the p50 of the largest holder over the smallest's (`unit` names the rows).
 */
export async function timeAsEach(
  post: GraphqlPost,
  cases: ReadonlyArray<{ name: string; body: unknown }>,
  holders: readonly SizedHolder[],
  requests: number,
  unit: string,
): Promise<{ lines: string[]; results: Record<string, Record<string, { rows: number; p50: number; p95: number }>> }> {
  const lines: string[] = [];
  const results: Record<string, Record<string, { rows: number; p50: number; p95: number }>> = {};
  for (const c of cases) {
    const timed: Record<string, { rows: number; p50: number; p95: number }> = {};
    for (const holder of holders) {
      const { p50, p95 } = await timePosts(post, c.body, holder.headers, requests);
      timed[holder.key] = { rows: holder.rows, p50, p95 };
      lines.push(`| ${c.name} | ${holder.rows} | ${p50.toFixed(1)} / ${p95.toFixed(1)} |`);
    }
    results[c.name] = timed;
    const small = timed[holders[0]!.key]!;
    const large = timed[holders.at(-1)!.key]!;
    lines.push(
      `| ${c.name}: p50 at ${large.rows} ${unit} ÷ p50 at ${small.rows} | | ${(large.p50 / small.p50).toFixed(2)}× |`,
    );
  }
  return { lines, results };
}

/** A partner's token through the portal's login, its captcha answered. */
export async function partnerTokenOf(post: GraphqlPost, email: string, password: string): Promise<string> {
  const captcha = (await (await post({ query: '{ partnerCaptcha { token a b } }' })).json()) as {
    data: { partnerCaptcha: { token: string; a: number; b: number } };
  };
  const { token, a, b } = captcha.data.partnerCaptcha;
  const answer = (await (
    await post({
      query: 'mutation ($input: PartnerLoginInput!) { partnerLogin(input: $input) { partnerToken } }',
      variables: { input: { email, password, captchaToken: token, captchaAnswer: String(a + b) } },
    })
  ).json()) as { data?: { partnerLogin: { partnerToken: string | null } } };
  const partnerToken = answer.data?.partnerLogin.partnerToken;
  if (!partnerToken) throw new Error(`partner login of ${email} failed: ${JSON.stringify(answer)}`);
  return partnerToken;
}

/**
 * Upstream and gateway as separate processes over a data folder already seeded (0 ms upstream
 * latency, production settings); each child joins `children`, for the caller to stop.
 */
export async function startServersOn(
  dataDir: string,
  children: ChildProcess[],
): Promise<{ gatewayUrl: string; post: GraphqlPost }> {
  const upstreamPort = await sparePort();
  const port = await sparePort();
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    UPSTREAM_PORT: String(upstreamPort),
    UPSTREAM_URL: `http://127.0.0.1:${upstreamPort}`,
    UPSTREAM_LATENCY_MS: '0',
    PORT: String(port),
    HOST: '127.0.0.1',
    ...PRODUCTION_ENV,
  };
  const start = (entry: string) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, entry)], {
      cwd: root,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    return child;
  };
  await waitFor(`http://127.0.0.1:${upstreamPort}/api/health`, start('upstream/src/main.ts'));
  const gatewayUrl = `http://127.0.0.1:${port}`;
  const post: GraphqlPost = (body, headers = {}) =>
    fetch(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  await waitFor(`${gatewayUrl}/graphql`, start('gateway/src/main.ts'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ gatewayVersion }' }),
  });
  return { gatewayUrl, post };
}

export interface Shop {
  gatewayUrl: string;
  /** Upstream's data folder (its SQLite database is `shop.db` there). */
  dataDir: string;
  /** Process ids of the two servers (their CPU time is read from /proc, see cpuMs). */
  gatewayPid: number;
  upstreamPid: number;
  stop(): Promise<void>;
}

const CLOCK_TICKS_PER_SECOND = 100;

/** CPU time (user + system) a process has used so far, in ms; Linux /proc, 10 ms resolution. */
export async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may contain spaces) start after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return ((utime + stime) * 1000) / CLOCK_TICKS_PER_SECOND;
}

export interface StartShopOptions {
  /** Extra Node options (e.g. --cpu-prof), for both servers or only the one `profile` names. */
  nodeArgs?: readonly string[];
  profile?: 'gateway' | 'upstream';
  /** Extra settings of both servers (e.g. CATALOG_CACHE_TTL_MS). */
  env?: Record<string, string>;
}

export async function startShop(latencyMs: number, options: StartShopOptions = {}): Promise<Shop> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-bench-'));
  const upstreamPort = await sparePort();
  const port = await sparePort();
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    UPSTREAM_PORT: String(upstreamPort),
    UPSTREAM_LATENCY_MS: String(latencyMs),
    UPSTREAM_URL: `http://127.0.0.1:${upstreamPort}`,
    PORT: String(port),
    HOST: '127.0.0.1',
    ...PRODUCTION_ENV,
    ...options.env,
  };
  const start = (entry: string) => {
    const server = entry.split('/')[0];
    const nodeArgs = !options.profile || options.profile === server ? (options.nodeArgs ?? []) : [];
    return spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(root, entry)], {
      cwd: root,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  };
  const upstream = start('upstream/src/main.ts');
  await waitFor(`http://127.0.0.1:${upstreamPort}/api/health`, upstream);
  const gateway = start('gateway/src/main.ts');
  const gatewayUrl = `http://127.0.0.1:${port}`;
  // A POST: Apollo's CSRF prevention refuses a plain GET without a preflight header.
  await waitFor(`${gatewayUrl}/graphql`, gateway, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ gatewayVersion }' }),
  });
  return {
    gatewayUrl,
    dataDir,
    gatewayPid: gateway.pid!,
    upstreamPid: upstream.pid!,
    async stop() {
      for (const child of [gateway, upstream]) {
        if (child.exitCode === null) {
          child.kill('SIGTERM');
          await new Promise((r) => child.once('exit', r));
        }
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The web client's own operations by name (its generated documents). */
export async function loadDocuments(): Promise<Map<string, DocumentNode>> {
  const generated = (await import(path.join(root, 'web/src/generated/graphql.ts'))) as Record<string, unknown>;
  const byName = new Map<string, DocumentNode>();
  for (const value of Object.values(generated)) {
    const doc = value as DocumentNode | undefined;
    if (doc && typeof doc === 'object' && doc.kind === 'Document') {
      const op = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
      if (op?.name) byName.set(op.name.value, doc);
    }
  }
  return byName;
}
