// Vitest globalSetup of the api-pg and graphql-pg projects: one throwaway PostgreSQL cluster per
// run, its admin URL in TEST_POSTGRES_URL for the test workers (postgres.ts copies a database per
// test file from it). A TEST_POSTGRES_URL already set (a server of your own, or the other project's
// setup in the same run) is used as it is; only the template is rebuilt once per run.
import { startPostgresCluster } from './postgres-cluster.ts';
import { dropTemplate } from './postgres.ts';

let owned: (() => Promise<void>) | undefined;
let reused = false;

export default async function setup(): Promise<() => Promise<void>> {
  if (process.env.TEST_POSTGRES_URL) {
    if (!owned && !reused) {
      reused = true;
      await dropTemplate(process.env.TEST_POSTGRES_URL);
    }
    return async () => {};
  }
  const cluster = await startPostgresCluster();
  process.env.TEST_POSTGRES_URL = cluster.adminUrl;
  owned = async () => {
    delete process.env.TEST_POSTGRES_URL;
    await cluster.stop();
  };
  return async () => {
    const stop = owned;
    owned = undefined;
    await stop?.();
  };
}
