// An upstream outage is visible to monitors: the gateway's readiness fails, and a GraphQL request
// that produced nothing because upstream was down answers 503 without `data` to a client that
// prefers application/graphql-response+json (the GraphQL-over-HTTP spec), while application/json
// clients and partial answers keep 200. With upstream up, both servers are alive and ready.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUpstream, type RunningUpstream } from '../support/upstream.ts';
import {
  GRAPHQL_RESPONSE_ACCEPT,
  freePort,
  getJson,
  postGraphql,
  startGatewayApp,
  type InProcessGateway,
} from './ops-support.ts';

const WHOLE = '{ categories { slug } }';
const PARTIAL = '{ gatewayVersion category(slug: "smart-rings") { slug } }';

describe('upstream down', () => {
  let gateway: InProcessGateway;
  beforeAll(async () => {
    gateway = await startGatewayApp({ upstreamUrl: `http://127.0.0.1:${await freePort()}` });
  });
  afterAll(() => gateway.app.close());

  it('keeps the gateway alive but not ready, naming upstream', async () => {
    expect(await getJson(`${gateway.url}/healthz`)).toEqual({ status: 200, body: { status: 'ok' } });
    const ready = await getJson(`${gateway.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({
      status: 'not ready',
      failed: { upstream: expect.stringMatching(/not reachable/) },
    });
  });

  it('answers 503 without data to application/graphql-response+json', async () => {
    const answer = await postGraphql(gateway.url, WHOLE, GRAPHQL_RESPONSE_ACCEPT);
    expect(answer.status).toBe(503);
    expect(answer.contentType).toMatch(/^application\/graphql-response\+json/);
    expect(answer.body).not.toHaveProperty('data');
    expect(answer.body.errors?.map((e) => e.extensions?.code)).toEqual(['UPSTREAM_UNAVAILABLE']);
    expect(answer.body.errors?.[0]?.message).toBe('The commerce API is not reachable right now.');
  });

  it('keeps 200 with data null for application/json clients', async () => {
    const answer = await postGraphql(gateway.url, WHOLE, 'application/json');
    expect(answer.status).toBe(200);
    expect(answer.contentType).toMatch(/^application\/json/);
    expect(answer.body.data).toBeNull();
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('keeps 200 when part of the answer could be made', async () => {
    const answer = await postGraphql(gateway.url, PARTIAL, GRAPHQL_RESPONSE_ACCEPT);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ category: null, gatewayVersion: expect.any(String) });
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
  });
});

describe('upstream up', () => {
  let upstream: RunningUpstream;
  let gateway: InProcessGateway;
  beforeAll(async () => {
    upstream = await startUpstream();
    gateway = await startGatewayApp({
      upstreamUrl: upstream.url,
      dataDir: upstream.dataDir,
      jwtSecret: upstream.jwtSecret,
    });
  });
  afterAll(async () => {
    await gateway?.app.close();
    await upstream?.close();
  });

  it('has both servers alive and ready, upstream because its database answers', async () => {
    expect(await getJson(`${upstream.url}/healthz`)).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await getJson(`${upstream.url}/readyz`)).toEqual({ status: 200, body: { status: 'ready' } });
    expect(await getJson(`${gateway.url}/healthz`)).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await getJson(`${gateway.url}/readyz`)).toEqual({ status: 200, body: { status: 'ready' } });
    expect((await getJson(`${upstream.url}/api/health`)).status).toBe(200);
  });

  it('answers 200 with data to application/graphql-response+json', async () => {
    const answer = await postGraphql(gateway.url, WHOLE, GRAPHQL_RESPONSE_ACCEPT);
    expect(answer.status).toBe(200);
    expect(answer.contentType).toMatch(/^application\/graphql-response\+json/);
    expect((answer.body.data as { categories: unknown[] }).categories.length).toBeGreaterThan(0);
  });
});
