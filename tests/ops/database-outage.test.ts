// A database outage is visible to monitors: with upstream on PostgreSQL, stopping the cluster turns
// upstream's readiness 503 naming the database, the gateway's readiness 503 naming upstream's
// answer, and GraphQL answers a 5xx to application/graphql-response+json clients.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import net from 'node:net';
import { buildUpstream } from '../../upstream/src/app.ts';
import { startPostgresCluster, type PostgresCluster } from '../support/postgres-cluster.ts';
import { createTestDatabase } from '../support/postgres.ts';
import {
  GRAPHQL_RESPONSE_ACCEPT,
  getJson,
  postGraphql,
  startGatewayApp,
  tempDataDir,
  type InProcessGateway,
} from './ops-support.ts';

describe('PostgreSQL stopped under a running shop', () => {
  let cluster: PostgresCluster | undefined;
  let upstream: FastifyInstance | undefined;
  let gateway: InProcessGateway | undefined;
  let dataDir: Awaited<ReturnType<typeof tempDataDir>>;
  let upstreamUrl = '';
  beforeAll(async () => {
    cluster = await startPostgresCluster();
    const database = await createTestDatabase(cluster.adminUrl);
    dataDir = await tempDataDir();
    upstream = await buildUpstream({ dataDir: dataDir.path, databaseUrl: database.url, logger: false });
    await upstream.listen({ port: 0, host: '127.0.0.1' });
    upstreamUrl = `http://127.0.0.1:${(upstream.server.address() as net.AddressInfo).port}`;
    gateway = await startGatewayApp({ upstreamUrl, dataDir: dataDir.path });
  });
  afterAll(async () => {
    await gateway?.app.close();
    await upstream?.close().catch(() => undefined);
    await cluster?.stop();
    await dataDir?.remove();
  });

  it('turns readiness 503 on both servers, naming the database', async () => {
    expect(await getJson(`${upstreamUrl}/readyz`)).toEqual({ status: 200, body: { status: 'ready' } });
    expect(await getJson(`${gateway!.url}/readyz`)).toEqual({ status: 200, body: { status: 'ready' } });

    await cluster!.stop();
    cluster = undefined;

    const upstreamReady = await getJson(`${upstreamUrl}/readyz`);
    expect(upstreamReady.status).toBe(503);
    expect(upstreamReady.body).toMatchObject({ status: 'not ready', failed: { database: expect.any(String) } });
    const gatewayReady = await getJson(`${gateway!.url}/readyz`);
    expect(gatewayReady.status).toBe(503);
    expect(gatewayReady.body).toMatchObject({
      status: 'not ready',
      failed: { upstream: expect.stringMatching(/^its readiness answered 503 \(database: .+\)$/) },
    });
    expect((await getJson(`${gateway!.url}/healthz`)).status).toBe(200);

    const answer = await postGraphql(gateway!.url, '{ categories { slug } }', GRAPHQL_RESPONSE_ACCEPT);
    expect(answer.status).toBeGreaterThanOrEqual(500);
    expect(answer.body).not.toHaveProperty('data');
  });
});
