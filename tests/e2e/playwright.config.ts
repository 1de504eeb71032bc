// Playwright journeys through the built shop: upstream on a fresh temporary database and the
// gateway serving web/dist, in Debian's Chromium (npm never downloads a browser).
// Run `npm run build` first (codegen + web/dist), then `npx playwright test -c tests/e2e/playwright.config.ts`.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CLOCK_JOURNEYS, SHOPS, popupClosedState, type Shop } from './support/shops.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Workers load this file again; the folders made by the main process are passed on through the env.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
process.env.E2E_CLOCK_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-clock-'));

function server(shop: Shop, dataDir: string) {
  return {
    command: 'npx tsx scripts/start.ts',
    cwd: root,
    url: `${shop.baseURL}/graphql?query=%7BgatewayVersion%7D`,
    env: {
      PORT: new URL(shop.baseURL).port,
      UPSTREAM_PORT: new URL(shop.upstreamURL).port,
      DATA_DIR: dataDir,
      PUBLIC_URL: shop.baseURL,
      // Two browsers and two shops share the 2-core machine: a landing screen may take more than the
      // default 1 s to render, and the journeys that count requests expect it rendered. The shell
      // served after the timeout is the gateway's tests' subject.
      SERVER_RENDER_TIMEOUT_MS: '5000',
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

function project(name: string, shop: Shop) {
  return {
    name,
    metadata: { shop },
    use: { ...devices['Desktop Chrome'], baseURL: shop.baseURL, storageState: popupClosedState(shop.baseURL) },
  };
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // One journey per core, at least two: Playwright's default (half the cores) is a single worker
  // on the 2-core CI machine, where a journey mostly waits on the browser and the shop.
  workers: Math.max(os.availableParallelism(), 2),
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // Long journeys (a login, a form, an order) take 20-30 s on a loaded 2-core machine; a step still
  // fails after its own 10 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalSetup: './support/global-setup.ts',
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { ...project('chromium', SHOPS.main), testIgnore: CLOCK_JOURNEYS },
    { ...project('clock', SHOPS.clock), testMatch: CLOCK_JOURNEYS },
  ],
  webServer: [server(SHOPS.main, process.env.E2E_DATA_DIR), server(SHOPS.clock, process.env.E2E_CLOCK_DATA_DIR)],
});
