import { defineConfig } from 'vitest/config';

// Three projects: unit tests beside the code, the REST contract of upstream, and the gateway
// against a real upstream on a temporary database. Playwright journeys run apart (tests/e2e).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['upstream/src/**/*.test.ts', 'gateway/src/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'graphql',
          include: ['tests/graphql/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
