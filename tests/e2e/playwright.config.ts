// Playwright journeys through the built shop: upstream on a fresh temporary database and the
// gateway serving web/dist, in Debian's Chromium (npm never downloads a browser).
// Run `npm run build` first (codegen + web/dist), then `npx playwright test -c tests/e2e/playwright.config.ts`.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.E2E_PORT ?? 4100);
const upstreamPort = Number(process.env.E2E_UPSTREAM_PORT ?? 4101);
// Workers load this file again; the folder made by the main process is passed on through the env.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));

// localhost, as the shop's default PUBLIC_URL names this machine: payment returns come back here.
export const baseURL = `http://localhost:${port}`;

/**
 * Every journey starts with the subscribe popup closed (localStorage popupClosed), so that it does not
 * open over a journey that takes longer than 10 s; the popup's own journeys start without it.
 */
export const POPUP_CLOSED_STATE = {
  cookies: [],
  origins: [{ origin: baseURL, localStorage: [{ name: 'popupClosed', value: 'true' }] }],
};

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
    baseURL,
    storageState: POPUP_CLOSED_STATE,
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'npx tsx scripts/start.ts',
    cwd: root,
    url: `${baseURL}/graphql?query=%7BgatewayVersion%7D`,
    env: {
      PORT: String(port),
      UPSTREAM_PORT: String(upstreamPort),
      DATA_DIR: process.env.E2E_DATA_DIR,
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
