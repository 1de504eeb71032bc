// npm run bench (part): when the first product shows and when the page takes input, in Debian's
// Chromium against the built web client (npm run build first) served by the gateway. For home, a
// category and a product page it loads each page CHROMIUM_RUNS times in a fresh browser context
// (cold cache, desktop size), as a guest (the gateway renders the page: ADR 15) and as a browser
// with the `signed_in` cookie (the shell, rendered by the client after its one /graphql request),
// and reports medians from navigation start of: the first product shown, the moment #root takes
// input (hydrated, or drawn by the client) and the start of the screen's /graphql request (none
// for a rendered page). Results also go to bench-results/chromium-timings.json.
import { chromium, type Page } from '@playwright/test';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { screens } from './screens.ts';
import { root, startShop } from './servers.ts';

const RUNS = Number(process.env.CHROMIUM_RUNS ?? 15);

/** The fields of a Resource Timing entry read here (the tests' TypeScript has no DOM types). */
interface ResourceEntry {
  name: string;
  startTime: number;
  responseEnd: number;
}

interface Timing {
  firstProduct: number;
  interactive: number;
  /** NaN when the page asked nothing (its data came with it). */
  graphqlStart: number;
}

/**
 * Records, inside the page, when the first element matching the selector appears and when #root
 * takes input: a rendered #root loses `inert` once hydrated; the shell's #root is never inert, so
 * there it is when the selector first shows (drawn by the client, its handlers attached).
 */
function watch(selector: string): string {
  return `(() => {
    const mark = () => {
      const now = performance.now();
      if (!window.__firstShown && document.querySelector(${JSON.stringify(selector)})) window.__firstShown = now;
      const root = document.getElementById('root');
      if (window.__firstShown && !window.__interactive && root && !root.hasAttribute('inert')) window.__interactive = now;
    };
    new MutationObserver(mark).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['inert'] });
  })();`;
}

async function measure(page: Page, url: string, selector: string, operation: string): Promise<Timing> {
  await page.addInitScript(watch(selector));
  await page.goto(url);
  await page.locator(selector).first().waitFor();
  await page.waitForFunction(() => (globalThis as { __interactive?: number }).__interactive !== undefined);
  return page.evaluate((op) => {
    const entries = performance.getEntriesByType('resource') as unknown as ResourceEntry[];
    const graphql = entries.filter((e) => e.name.includes('/graphql'));
    // The screen's own request: the first /graphql of the page (the screen query; a GET carries its
    // operation name, a POST does not, so the first one stands for it).
    const screen = graphql.find((e) => e.name.includes(op)) ?? graphql[0];
    const marks = globalThis as { __firstShown?: number; __interactive?: number };
    return {
      firstProduct: marks.__firstShown ?? NaN,
      interactive: marks.__interactive ?? NaN,
      graphqlStart: screen ? screen.startTime : NaN,
    };
  }, operation);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const shop = await startShop(0);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu'],
});
const chromiumVersion = browser.version();
const MODES = [
  { mode: 'guest (rendered)', cookies: [] },
  { mode: 'signed in (shell)', cookies: [{ name: 'signed_in', value: '1' }] },
] as const;
const results: Record<string, Timing> = {};
try {
  const product = screens.find((s) => s.name === 'product')!;
  const route = (await product.variables(shop.gatewayUrl)) as Record<string, string>;
  const pages = [
    { name: 'home', path: '/', selector: 'main a[href^="/product/"]', operation: 'HomePage' },
    {
      name: 'category',
      path: '/category/smart-watches',
      selector: 'main a[href^="/product/"]',
      operation: 'CategoryPage',
    },
    {
      name: 'product',
      path: `/product/${route.categorySlug}/${route.nameSlug}/${route.modelSlug}`,
      selector: 'main h1',
      operation: 'ProductPage',
    },
  ];
  for (const { name, path: pagePath, selector, operation } of pages) {
    for (const { mode, cookies } of MODES) {
      const timings: Timing[] = [];
      for (let i = 0; i < RUNS; i++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        try {
          await context.addCookies(cookies.map((c) => ({ ...c, url: shop.gatewayUrl })));
          timings.push(await measure(await context.newPage(), `${shop.gatewayUrl}${pagePath}`, selector, operation));
        } finally {
          await context.close();
        }
      }
      results[`${name}, ${mode}`] = {
        firstProduct: median(timings.map((t) => t.firstProduct)),
        interactive: median(timings.map((t) => t.interactive)),
        graphqlStart: median(timings.map((t) => t.graphqlStart)),
      };
    }
  }
} finally {
  await browser.close();
  await shop.stop();
}

const lines = [
  `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; Chromium ${chromiumVersion}`,
  `Medians of ${RUNS} cold loads per page (fresh context, 1280 x 800, no upstream latency)`,
  '',
  '| page | first product shown (ms) | takes input (ms) | /graphql request starts (ms) |',
  '|---|---|---|---|',
  ...Object.entries(results).map(
    ([name, r]) =>
      `| ${name} | ${r.firstProduct.toFixed(0)} | ${r.interactive.toFixed(0)} | ${Number.isNaN(r.graphqlStart) ? 'none' : r.graphqlStart.toFixed(0)} |`,
  ),
];
console.log(lines.join('\n'));
await mkdir(path.join(root, 'bench-results'), { recursive: true });
await writeFile(path.join(root, 'bench-results/chromium-timings.json'), JSON.stringify(results, null, 2));
