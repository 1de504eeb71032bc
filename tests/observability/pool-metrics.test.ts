// On PostgreSQL, upstream's metrics carry its pg.Pool's connections (a throwaway cluster).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresCluster, type PostgresCluster } from '../support/postgres-cluster.ts';
import { createTestDatabase, type TestDatabase } from '../support/postgres.ts';
import { startUpstream, type RunningUpstream } from '../support/upstream.ts';
import { sampleValue, scrape } from './prometheus-text.ts';

let cluster: PostgresCluster;
let database: TestDatabase;
let upstream: RunningUpstream;

beforeAll(async () => {
  cluster = await startPostgresCluster();
  database = await createTestDatabase(cluster.adminUrl);
  upstream = await startUpstream({ databaseUrl: database.url });
});

afterAll(async () => {
  await upstream?.close();
  await database?.drop();
  await cluster?.stop();
});

describe('upstream on PostgreSQL', () => {
  it("reports the pool's connections, idle ones and waiting queries", async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => fetch(`${upstream.url}/api/CommonData/cat_id?cat_name=smart-rings`)),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const samples = await scrape(upstream.url);
    const total = sampleValue(samples, 'db_pool_connections');
    expect(total).toBeGreaterThan(0);
    expect(sampleValue(samples, 'db_pool_idle_connections')).toBeLessThanOrEqual(total);
    expect(samples.some((s) => s.name === 'db_pool_waiting_requests')).toBe(true);
  });
});
