// An upstream that accepts connections and never answers: every GraphQL request that reached it
// fails with the coded error UPSTREAM_TIMEOUT (504 to application/graphql-response+json) rather than
// waiting for ever, a mutation is sent once and never again by the gateway, and readiness turns 503.
// How close to UPSTREAM_TIMEOUT_MS the answer comes is measured by tests/bench/timeouts.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GRAPHQL_RESPONSE_ACCEPT,
  getJson,
  postGraphql,
  startFrozenUpstream,
  startGatewayApp,
  type FrozenUpstream,
  type InProcessGateway,
} from './ops-support.ts';

const TIMEOUT_MS = 800;

describe('a frozen upstream', () => {
  let upstream: FrozenUpstream;
  let gateway: InProcessGateway;
  beforeAll(async () => {
    upstream = await startFrozenUpstream();
    gateway = await startGatewayApp({ upstreamUrl: upstream.url, upstreamTimeoutMs: TIMEOUT_MS });
  });
  afterAll(async () => {
    await upstream?.close();
    await gateway?.app.close();
  });

  it('fails a query that upstream received with UPSTREAM_TIMEOUT, 504 for monitors', async () => {
    const before = upstream.requests.length;
    const answer = await postGraphql(gateway.url, '{ categories { slug } }', GRAPHQL_RESPONSE_ACCEPT);
    // The call reached upstream and was given up on, not refused before it was sent.
    expect(upstream.requests.length).toBeGreaterThan(before);
    expect(answer.status).toBe(504);
    expect(answer.body).not.toHaveProperty('data');
    expect(answer.body.errors).toEqual([
      expect.objectContaining({
        message: 'The commerce API did not answer in time. Please try again in a moment.',
        extensions: { code: 'UPSTREAM_TIMEOUT' },
      }),
    ]);
  });

  it('sends a mutation once and does not retry it', async () => {
    const before = upstream.requests.length;
    const answer = await postGraphql(
      gateway.url,
      'mutation ($phone: String!) { requestOtp(phone: $phone) { __typename } }',
      'application/json',
      { phone: '9876543210' },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_TIMEOUT');
    // Long enough for any retry to have reached upstream.
    await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS));
    expect(upstream.requests.slice(before).filter((line) => line.startsWith('POST '))).toHaveLength(1);
  });

  it('is not ready', async () => {
    const ready = await getJson(`${gateway.url}/readyz`);
    expect(ready).toEqual({
      status: 503,
      body: { status: 'not ready', failed: { upstream: 'no answer in time' } },
    });
  });
});
