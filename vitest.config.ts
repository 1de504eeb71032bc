import os from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Files of the api and graphql suites that test no database behaviour (the gateway's own HTTP
 * surface and limits, upstream's OpenAPI document): the PostgreSQL projects leave them out.
 */
const DATABASE_NEUTRAL = [
  'tests/api/openapi.test.ts',
  'tests/api/openapi-answers.test.ts',
  'tests/graphql/headers.test.ts',
  'tests/graphql/headers-timeouts.test.ts',
  'tests/graphql/limits.test.ts',
  'tests/graphql/limits-web-operations.test.ts',
];

// Projects: pure unit tests beside the code (packages, upstream, gateway), the web's pure
// modules and its component tests in jsdom (both resolved as Vite resolves the web), the REST
// contract of upstream, the gateway against a real upstream on a temporary database (both also
// on PostgreSQL: api-pg and graphql-pg), and the bounded fuzz tests of both surfaces.
// Playwright journeys run apart (tests/e2e).
/** Builds the run's seeded SQLite file, which every upstream on SQLite starts from as a copy. */
const SQLITE_TEMPLATE = './tests/support/sqlite-template-global-setup.ts';

/**
 * A suite of files that each start their own servers and share nothing else: one worker process
 * runs file after file (isolate: false), so upstream's and the gateway's modules load once per
 * worker rather than once per file. Their helpers keep counters that go on across files
 * (tests/api/account-helpers.ts) and their tests never name what an earlier file made.
 */
function serverSuite(name: string, include: string, more: { exclude?: string[]; postgres?: boolean } = {}) {
  return {
    test: {
      name,
      include: [include],
      exclude: [...configDefaults.exclude, ...(more.exclude ?? [])],
      environment: 'node' as const,
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
      ...(more.postgres
        ? { env: { TEST_DATABASE: 'postgres' }, globalSetup: ['./tests/support/postgres-global-setup.ts'] }
        : { globalSetup: [SQLITE_TEMPLATE] }),
    },
  };
}

/** A suite of files run against upstreams on PostgreSQL (TEST_DATABASE; tests/support/upstream.ts). */
function onPostgres(name: string, include: string) {
  return serverSuite(name, include, { exclude: DATABASE_NEUTRAL, postgres: true });
}

export default defineConfig({
  test: {
    // At least two files at once: Vitest's default (one fewer than the cores) is a single worker on
    // a 2-core machine, where most files wait on their servers and databases (about 1.6x faster).
    maxWorkers: Math.max(os.availableParallelism(), 2),
    projects: [
      // The unit, web and component files share no state either (isolate: false); the two that mock
      // modules import their subject afresh after the mocks and unmock when done
      // (gateway/src/rest/safe-html-memo.test.ts, web/src/app/route-preload.test.ts).
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'upstream/src/**/*.test.ts', 'gateway/src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        // The web's pure modules, resolved as Vite resolves them ('@/' is web/src).
        extends: './web/vite.config.ts',
        test: { name: 'web', root: './web', include: ['src/**/*.test.ts'], environment: 'node', isolate: false },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'components',
          root: './web',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          // The setup file runs for every file: empty storage, no cookies, the address at /.
          setupFiles: ['./src/test/setup.ts'],
          isolate: false,
        },
      },
      serverSuite('api', 'tests/api/**/*.test.ts'),
      // The same REST contract on PostgreSQL: one throwaway cluster per run, a database per upstream.
      onPostgres('api-pg', 'tests/api/**/*.test.ts'),
      {
        // Bounded fuzz tests over the REST and GraphQL surfaces (fast-check, fixed seeds).
        test: {
          name: 'fuzz',
          include: ['tests/fuzz/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 60_000,
          globalSetup: [SQLITE_TEMPLATE],
        },
      },
      {
        // Two gateways and two upstreams on one PostgreSQL and one Redis; the Redis store of the limits.
        test: {
          name: 'scale',
          include: ['tests/scale/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: [SQLITE_TEMPLATE],
        },
      },
      {
        // Metrics, request ids across both servers (their main.ts run as processes) and tracing.
        test: {
          name: 'observability',
          include: ['tests/observability/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: [SQLITE_TEMPLATE],
        },
      },
      {
        // Supervision, health and readiness, upstream timeouts and outages, graceful drain.
        test: {
          name: 'ops',
          include: ['tests/ops/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: [SQLITE_TEMPLATE],
        },
      },
      serverSuite('graphql', 'tests/graphql/**/*.test.ts'),
      // The gateway against an upstream on PostgreSQL (the same cluster setup).
      onPostgres('graphql-pg', 'tests/graphql/**/*.test.ts'),
    ],
  },
});
