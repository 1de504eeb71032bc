// Prometheus metrics of both servers: GraphQL duration by operation, upstream calls and rounds,
// errors by code, route patterns instead of raw URLs, METRICS_TOKEN, and bounded label values.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../../gateway/src/app.ts';
import { buildUpstream } from '../../upstream/src/app.ts';
import { MAX_OPERATION_LABELS } from '../../gateway/src/observability/metrics.ts';
import { LIVE_PAYMENT_ACCOUNT, startUpstream, type RunningUpstream } from '../support/upstream.ts';
import { sampleValue, scrape } from './prometheus-text.ts';

const TOKEN = 'scrape-token-for-tests';
let upstream: RunningUpstream;
const gateways: FastifyInstance[] = [];

async function gatewayOn(upstreamUrl: string, metricsToken?: string, production = false): Promise<string> {
  const app = await buildGateway({ upstreamUrl, dataDir: upstream.dataDir, logger: false, metricsToken, production });
  gateways.push(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('gateway did not listen on a TCP port');
  return `http://127.0.0.1:${address.port}`;
}

async function graphql(
  url: string,
  query: string,
): Promise<{ data?: unknown; errors?: Array<{ extensions?: { code?: string } }> }> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as { data?: unknown; errors?: Array<{ extensions?: { code?: string } }> };
}

beforeAll(async () => {
  upstream = await startUpstream();
});

afterAll(async () => {
  for (const app of gateways) await app.close();
  await upstream?.close();
});

describe('gateway metrics', () => {
  let url: string;
  beforeAll(async () => {
    url = await gatewayOn(upstream.url);
  });

  it('a GraphQL request moves the duration histogram of its operation, and its upstream calls and rounds', async () => {
    const count = (samples: Awaited<ReturnType<typeof scrape>>) =>
      sampleValue(samples, 'graphql_request_duration_seconds_count', { operation: 'Categories', status: 'ok' });
    const before = await scrape(url);
    expect((await graphql(url, 'query Categories { categories { slug } }')).errors).toBeUndefined();
    const after = await scrape(url);
    expect(count(after)).toBe(count(before) + 1);
    const calls = (s: typeof after) => sampleValue(s, 'graphql_upstream_calls_sum', { operation: 'Categories' });
    const rounds = (s: typeof after) => sampleValue(s, 'graphql_upstream_rounds_count', { operation: 'Categories' });
    expect(calls(after) - calls(before)).toBeGreaterThanOrEqual(1);
    expect(rounds(after)).toBe(rounds(before) + 1);
    // prom-client's default metrics are there too.
    expect(after.some((s) => s.name === 'nodejs_eventloop_lag_seconds')).toBe(true);
    expect(after.some((s) => s.name === 'process_resident_memory_bytes')).toBe(true);
  });

  it('names anonymous operations `anonymous` and documents that resolve no operation `invalid`, counting errors by code', async () => {
    const before = await scrape(url);
    await graphql(url, '{ gatewayVersion }');
    const invalid = await graphql(url, 'query Broken { noSuchField }');
    expect(invalid.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    await graphql(url, 'query Unparsable {');
    const after = await scrape(url);
    const count = (s: typeof after, operation: string, status: string) =>
      sampleValue(s, 'graphql_request_duration_seconds_count', { operation, status });
    expect(count(after, 'anonymous', 'ok')).toBe(count(before, 'anonymous', 'ok') + 1);
    expect(count(after, 'invalid', 'error')).toBe(count(before, 'invalid', 'error') + 2);
    expect(after.some((s) => s.labels.operation === 'Broken')).toBe(false);
    const errors = (s: typeof after, code: string) => sampleValue(s, 'graphql_errors_total', { code });
    expect(errors(after, 'GRAPHQL_VALIDATION_FAILED')).toBe(errors(before, 'GRAPHQL_VALIDATION_FAILED') + 1);
    expect(errors(after, 'GRAPHQL_PARSE_FAILED')).toBe(errors(before, 'GRAPHQL_PARSE_FAILED') + 1);
  });

  it('times other routes by their pattern, and keeps no more than the cap of operation names', async () => {
    for (let i = 0; i < MAX_OPERATION_LABELS + 10; i += 1) await graphql(url, `query Named${i} { gatewayVersion }`);
    await fetch(`${url}/schema.graphql`);
    const samples = await scrape(url);
    const operations = new Set(
      samples.filter((s) => s.name === 'graphql_request_duration_seconds_count').map((s) => s.labels.operation),
    );
    expect(operations.size).toBeLessThanOrEqual(MAX_OPERATION_LABELS + 2); // + `invalid` and `other`
    expect(operations.has('other')).toBe(true);
    expect(sampleValue(samples, 'graphql_request_duration_seconds_count', { operation: 'other' })).toBeGreaterThan(0);
    expect(
      sampleValue(samples, 'http_request_duration_seconds_count', { route: '/schema.graphql', status: '200' }),
    ).toBe(1);
    expect(samples.some((s) => s.labels.route === '/metrics')).toBe(false);
  });

  it('counts an upstream outage by its code', async () => {
    const down = await gatewayOn('http://127.0.0.1:9');
    const result = await graphql(down, 'query Categories { categories { slug } }');
    expect(result.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    // A nullable field that fails beside one that answers: data and errors, `partial`.
    const mixed = await graphql(down, 'query Mixed { gatewayVersion category(slug: "smart-rings") { slug } }');
    expect(mixed.data).toMatchObject({ category: null });
    expect(mixed.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    const samples = await scrape(down);
    expect(sampleValue(samples, 'graphql_errors_total', { code: 'UPSTREAM_UNAVAILABLE' })).toBe(2);
    expect(
      sampleValue(samples, 'graphql_request_duration_seconds_count', { operation: 'Mixed', status: 'partial' }),
    ).toBe(1);
    expect(
      sampleValue(samples, 'graphql_request_duration_seconds_count', { operation: 'Categories', status: 'error' }),
    ).toBe(1);
  });

  it('with METRICS_TOKEN, /metrics refuses a scrape without the token', async () => {
    const guarded = await gatewayOn(upstream.url, TOKEN);
    expect((await fetch(`${guarded}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${guarded}/metrics`, { headers: { authorization: 'Bearer not-the-token' } });
    expect(wrong.status).toBe(401);
    const right = await fetch(`${guarded}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(right.status).toBe(200);
    expect(right.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('in production, /metrics needs METRICS_TOKEN: without one it is refused', async () => {
    const open = await fetch(`${await gatewayOn(upstream.url, undefined, true)}/metrics`);
    expect(open.status).toBe(403);
    expect(((await open.json()) as { message: string }).message).toBe(
      'Metrics are not served in production without METRICS_TOKEN.',
    );
    const guarded = await gatewayOn(upstream.url, TOKEN, true);
    expect((await fetch(`${guarded}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
  });
});

describe('upstream metrics', () => {
  it('times REST calls by route pattern, never the raw URL with its ids, and counts errors by status and code', async () => {
    const before = await scrape(upstream.url);
    const ok = await fetch(`${upstream.url}/api/health`);
    expect(ok.status).toBe(200);
    const missing = await fetch(`${upstream.url}/api/no-such-route/12345`);
    expect(missing.status).toBe(404);
    const after = await scrape(upstream.url);
    const routes = new Set(
      after.filter((s) => s.name === 'http_request_duration_seconds_count').map((s) => s.labels.route),
    );
    expect([...routes].some((route) => route?.includes('12345'))).toBe(false);
    expect(routes.has('unmatched')).toBe(true);
    expect(routes.has('/api/health')).toBe(true);
    const notFound = (s: typeof after) => sampleValue(s, 'http_errors_total', { status: '404', code: 'none' });
    expect(notFound(after)).toBe(notFound(before) + 1);
    expect(after.some((s) => s.name === 'nodejs_eventloop_lag_seconds')).toBe(true);
  });

  it('names parametrised routes by their pattern', async () => {
    const response = await fetch(`${upstream.url}/api/Admin/Products/98765`);
    expect(response.status).toBe(401);
    const samples = await scrape(upstream.url);
    const routes = samples.filter((s) => s.name === 'http_request_duration_seconds_count').map((s) => s.labels.route);
    expect(routes).toContain('/api/Admin/Products/:id');
    expect(routes.some((route) => route?.includes('98765'))).toBe(false);
    expect(sampleValue(samples, 'http_errors_total', { status: '401' })).toBeGreaterThan(0);
  });

  it('with METRICS_TOKEN, /metrics refuses a scrape without the token', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-metrics-'));
    const guarded = await buildUpstream({ dataDir, logger: false, metricsToken: TOKEN });
    try {
      await guarded.listen({ host: '127.0.0.1', port: 0 });
      const address = guarded.server.address();
      if (address === null || typeof address === 'string') throw new Error('upstream did not listen on a TCP port');
      const metricsUrl = `http://127.0.0.1:${address.port}/metrics`;
      expect((await fetch(metricsUrl)).status).toBe(401);
      expect((await fetch(metricsUrl, { headers: { authorization: 'Bearer nope' } })).status).toBe(401);
      const right = await fetch(metricsUrl, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(right.status).toBe(200);
      expect(await right.text()).toContain('http_request_duration_seconds');
    } finally {
      await guarded.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('in production without METRICS_TOKEN, /metrics is refused', async () => {
    const production = await startUpstream({ production: true, payment: LIVE_PAYMENT_ACCOUNT });
    try {
      expect((await fetch(`${production.url}/metrics`)).status).toBe(403);
    } finally {
      await production.close();
    }
  });
});
