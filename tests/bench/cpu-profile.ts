// npm run bench (part): where the CPU of a product screen goes. Runs both servers under V8's
// sampling profiler (--cpu-prof), sends the web client's ProductPage query PROFILE_REQUESTS times
// (4 at a time, no injected latency), stops the servers (the profiles are written at exit) and
// prints, per server, CPU per request and the share of self time by package and by function.
// Results also go to bench-results/cpu-profile.json.
import { print } from 'graphql';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { screens } from './screens.ts';
import { cpuMs, loadDocuments, root, startShop } from './servers.ts';

const REQUESTS = Number(process.env.PROFILE_REQUESTS ?? 2000);
const CONCURRENCY = 4;
const TOP = 12;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
}

/** node_modules/<package> (scoped too), the shop's own part, node: internals, or (program/gc/idle). */
function owner(url: string, functionName: string): string {
  if (url === '') return functionName.startsWith('(') ? functionName : '(native)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [first, second] = url.slice(modules + 'node_modules/'.length).split('/');
    return first?.startsWith('@') ? `${first}/${second}` : (first ?? url);
  }
  if (url.startsWith('node:')) return 'node (internals)';
  const relative = url.replace(/^file:\/\//, '').replace(`${root}/`, '');
  const [part, ...rest] = relative.split('/');
  return part === 'packages' ? `packages/${rest[0]}` : (part ?? relative);
}

/** Shares of the busy samples (idle ones left out), by package and by function. */
function summarise(profile: CpuProfile) {
  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const hits = new Map<number, number>();
  for (const id of profile.samples) hits.set(id, (hits.get(id) ?? 0) + 1);
  let total = 0;
  for (const node of profile.nodes) {
    const count = hits.get(node.id) ?? 0;
    if (count === 0 || node.callFrame.functionName === '(idle)') continue;
    total += count;
    const { functionName, url, lineNumber } = node.callFrame;
    const who = owner(url, functionName);
    byOwner.set(who, (byOwner.get(who) ?? 0) + count);
    const name = `${functionName || '(anonymous)'} (${who}${url && !url.includes('node_modules') ? `:${path.basename(url)}:${lineNumber + 1}` : ''})`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + count);
  }
  const top = (map: Map<string, number>) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .map(([name, count]) => ({ name, share: count / total }));
  return { samples: total, byOwner: top(byOwner), byFunction: top(byFunction) };
}

const documents = await loadDocuments();
const screen = screens.find((s) => s.name === 'product')!;
const profileDir = await mkdtemp(path.join(os.tmpdir(), 'shop-cpu-profile-'));
const results: Record<string, unknown> = {};
const lines: string[] = [
  `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  `Profile of the product screen: ${REQUESTS} requests, ${CONCURRENCY} at a time, no injected latency`,
];
try {
  for (const server of ['gateway', 'upstream'] as const) {
    const dir = path.join(profileDir, server);
    await mkdir(dir);
    // One server profiled at a time: the profiler's own cost stays out of the other's figures.
    const shop = await startShop(0, { nodeArgs: [`--cpu-prof`, `--cpu-prof-dir=${dir}`], profile: server });
    let cpu = 0;
    try {
      const body = JSON.stringify({
        query: print(documents.get(screen.operation)!),
        variables: await screen.variables(shop.gatewayUrl),
        operationName: screen.operation,
      });
      const send = async () => {
        const response = await fetch(`${shop.gatewayUrl}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        if (!response.ok) throw new Error(`product screen: ${response.status}`);
        await response.arrayBuffer();
      };
      for (let i = 0; i < 50; i++) await send();
      const pid = server === 'gateway' ? shop.gatewayPid : shop.upstreamPid;
      const before = await cpuMs(pid);
      let next = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next++ < REQUESTS) await send();
        }),
      );
      cpu = ((await cpuMs(pid)) - before) / REQUESTS;
    } finally {
      await shop.stop();
    }
    const [file] = (await readdir(dir)).filter((name) => name.endsWith('.cpuprofile'));
    if (!file) throw new Error(`${server}: no profile written`);
    const summary = summarise(JSON.parse(await readFile(path.join(dir, file), 'utf8')) as CpuProfile);
    results[server] = { cpuMsPerRequest: cpu, ...summary };
    lines.push(
      '',
      `### ${server}: ${cpu.toFixed(2)} ms CPU per product screen (profiled; ${summary.samples} busy samples, startup included)`,
      '',
      '| package or part | share of busy time |',
      '|---|---|',
      ...summary.byOwner.map((o) => `| ${o.name} | ${(o.share * 100).toFixed(1)} % |`),
      '',
      '| function | share of busy time |',
      '|---|---|',
      ...summary.byFunction.map((o) => `| ${o.name.replaceAll('|', '\\|')} | ${(o.share * 100).toFixed(1)} % |`),
    );
  }
} finally {
  await rm(profileDir, { recursive: true, force: true });
}
console.log(lines.join('\n'));
await mkdir(path.join(root, 'bench-results'), { recursive: true });
await writeFile(path.join(root, 'bench-results/cpu-profile.json'), JSON.stringify(results, null, 2));
