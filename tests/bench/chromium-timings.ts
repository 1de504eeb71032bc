// npm run bench (part): when the data leaves and when the first product shows, in Debian's
// Chromium against the built web client (npm run build first) served by the gateway. For home, a
// category and a product page it loads each page CHROMIUM_RUNS times in a fresh browser context
// (cold cache, desktop size) and reports medians of: the start of the screen's /graphql request and
// the first product shown, both from navigation start (Resource and Navigation Timing), and how
// many scripts started after that response ended (code the first paint waited for after the data).
// Results also go to bench-results/chromium-timings.json.
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
  graphqlStart: number;
  firstProduct: number;
  scriptsAfterData: number;
}

/** Records, inside the page, when the first element matching the selector appears. */
function watchFirst(selector: string): string {
  return `(() => {
    const mark = () => { if (!window.__firstShown && document.querySelector(${JSON.stringify(selector)})) window.__firstShown = performance.now(); };
    new MutationObserver(mark).observe(document, { childList: true, subtree: true });
  })();`;
}

async function measure(page: Page, url: string, selector: string, operation: string): Promise<Timing> {
  await page.addInitScript(watchFirst(selector));
  await page.goto(url);
  await page.locator(selector).first().waitFor();
  return page.evaluate((op) => {
    const entries = performance.getEntriesByType('resource') as unknown as ResourceEntry[];
    const graphql = entries.filter((e) => e.name.includes('/graphql'));
    // The screen's own request: the first /graphql of the page (the screen query; a GET carries its
    // operation name, a POST does not, so the first one stands for it).
    const screen = graphql.find((e) => e.name.includes(op)) ?? graphql[0];
    if (!screen) throw new Error('no /graphql request');
    const scriptsAfterData = entries.filter(
      (e) => new URL(e.name).pathname.endsWith('.js') && e.startTime >= screen.responseEnd,
    ).length;
    return {
      graphqlStart: screen.startTime,
      firstProduct: (globalThis as { __firstShown?: number }).__firstShown ?? NaN,
      scriptsAfterData,
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
const results: Record<string, { graphqlStart: number; firstProduct: number; scriptsAfterData: number }> = {};
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
    const timings: Timing[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      try {
        timings.push(await measure(await context.newPage(), `${shop.gatewayUrl}${pagePath}`, selector, operation));
      } finally {
        await context.close();
      }
    }
    results[name] = {
      graphqlStart: median(timings.map((t) => t.graphqlStart)),
      firstProduct: median(timings.map((t) => t.firstProduct)),
      scriptsAfterData: median(timings.map((t) => t.scriptsAfterData)),
    };
  }
} finally {
  await browser.close();
  await shop.stop();
}

const lines = [
  `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; Chromium ${chromiumVersion}`,
  `Medians of ${RUNS} cold loads per page (fresh context, 1280 x 800, no upstream latency)`,
  '',
  '| page | /graphql request starts (ms) | first product shown (ms) | scripts started after the data |',
  '|---|---|---|---|',
  ...Object.entries(results).map(
    ([name, r]) => `| ${name} | ${r.graphqlStart.toFixed(0)} | ${r.firstProduct.toFixed(0)} | ${r.scriptsAfterData} |`,
  ),
];
console.log(lines.join('\n'));
await mkdir(path.join(root, 'bench-results'), { recursive: true });
await writeFile(path.join(root, 'bench-results/chromium-timings.json'), JSON.stringify(results, null, 2));
