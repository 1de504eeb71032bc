// npm run bench (part): Lighthouse 12.8.2, mobile (its default: a Moto G Power sized screen, 4x
// CPU slowdown and simulated slow 4G), in Debian's Chromium against the built web client (npm run
// build first) served by the gateway. For home, a category, a product page and checkout (logged
// out) it runs LIGHTHOUSE_RUNS (3) cold loads and reports the median performance score with that
// run's LCP, TBT, CLS and the bytes sent: the transfer sizes (headers and compressed bodies) of every
// request of the first load, in total and for scripts. Results also go to
// bench-results/lighthouse.json. Lighthouse runs as its CLI: the project's own copy when installed,
// else npx fetches the pinned version once (LIGHTHOUSE_BIN may name another binary).
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { screens } from './screens.ts';
import { root, startShop } from './servers.ts';
import { paths } from '@shop/commerce/paths';

const LIGHTHOUSE_VERSION = '12.8.2';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const run = promisify(execFile);

/** The parts of a Lighthouse JSON report read here. */
interface Report {
  lighthouseVersion: string;
  environment: { hostUserAgent: string };
  categories: { performance: { score: number | null } };
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: Array<{ resourceType?: string; transferSize?: number }> } }
  >;
}

export interface Measure {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  bytes: number;
  scriptBytes: number;
  requests: number;
}

function measureOf(report: Report): Measure {
  const audit = (id: string) => report.audits[id]?.numericValue ?? NaN;
  const items = report.audits['network-requests']?.details?.items ?? [];
  const sent = (list: typeof items) => list.reduce((total, item) => total + (item.transferSize ?? 0), 0);
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcpMs: audit('first-contentful-paint'),
    bytes: sent(items),
    scriptBytes: sent(items.filter((item) => item.resourceType === 'Script')),
    requests: items.length,
  };
}

/** The run with the median score (its own LCP, TBT, CLS and bytes, not medians of each). */
function medianRun(runs: Measure[]): Measure {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function lighthouseCommand(): Promise<[string, string[]]> {
  if (process.env.LIGHTHOUSE_BIN) return [process.env.LIGHTHOUSE_BIN, []];
  return ['npx', ['--yes', `lighthouse@${LIGHTHOUSE_VERSION}`]];
}

async function lighthouse(url: string, outDir: string, index: number): Promise<Report> {
  const [command, prefix] = await lighthouseCommand();
  const output = path.join(outDir, `report-${index}.json`);
  await run(
    command,
    [
      ...prefix,
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      '--chrome-flags=--no-sandbox --headless --disable-gpu',
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 2 ** 20 },
  );
  return JSON.parse(await readFile(output, 'utf8')) as Report;
}

const shop = await startShop(0);
const outDir = await mkdtemp(path.join(os.tmpdir(), 'shop-lighthouse-'));
const results: Record<string, { median: Measure; runs: Measure[] }> = {};
let version = '';
let userAgent = '';
try {
  const product = screens.find((s) => s.name === 'product')!;
  const route = (await product.variables(shop.gatewayUrl)) as Record<string, string>;
  const pages = [
    { name: 'home', path: '/' },
    { name: 'category', path: '/category/smart-watches' },
    { name: 'product', path: `/product/${route.categorySlug}/${route.nameSlug}/${route.modelSlug}` },
    { name: 'checkout', path: paths.checkout.href() },
  ];
  let index = 0;
  for (const page of pages) {
    const runs: Measure[] = [];
    for (let i = 0; i < RUNS; i++) {
      const report = await lighthouse(`${shop.gatewayUrl}${page.path}`, outDir, index++);
      version = report.lighthouseVersion;
      userAgent = report.environment.hostUserAgent;
      runs.push(measureOf(report));
    }
    results[page.name] = { median: medianRun(runs), runs };
  }
} finally {
  await shop.stop();
  await rm(outDir, { recursive: true, force: true });
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const chromium = /Chrome\/([\d.]+)/.exec(userAgent)?.[1] ?? 'unknown';
const lines = [
  `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; Lighthouse ${version}, Chromium ${chromium}`,
  `Lighthouse mobile (simulated slow 4G, 4x CPU slowdown), ${RUNS} cold runs per screen, the run with the median score`,
  '',
  '| screen | performance | scores of the runs | LCP (ms) | TBT (ms) | CLS | bytes sent (KB) | of which scripts (KB) | requests |',
  '|---|---|---|---|---|---|---|---|---|',
  ...Object.entries(results).map(
    ([name, { median: m, runs }]) =>
      `| ${name} | ${m.score} | ${runs.map((r) => r.score).join(', ')} | ${m.lcpMs.toFixed(0)} | ${m.tbtMs.toFixed(0)} | ${m.cls.toFixed(3)} | ${kb(m.bytes)} | ${kb(m.scriptBytes)} | ${m.requests} |`,
  ),
];
console.log(lines.join('\n'));
await mkdir(path.join(root, 'bench-results'), { recursive: true });
await writeFile(path.join(root, 'bench-results/lighthouse.json'), JSON.stringify(results, null, 2));
