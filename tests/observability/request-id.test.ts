// One request id from the browser to upstream's log lines: both servers run from their main.ts as
// processes that log JSON (pino), as in production.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type LogLine, type ServerProcess } from './server-process.ts';

const JWT_SECRET = 'observability-test-secret-0123456789abcdef';
let dataDir: string;
let upstream: ServerProcess;
let gateway: ServerProcess;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-observability-'));
  upstream = await startServerProcess('upstream/src/main.ts', {
    DATA_DIR: dataDir,
    UPSTREAM_PORT: '0',
    JWT_SECRET,
    PUBLIC_URL: 'http://localhost:4000',
  });
  gateway = await startServerProcess('gateway/src/main.ts', {
    HOST: '127.0.0.1',
    PORT: '0',
    UPSTREAM_URL: upstream.url,
    JWT_SECRET,
    DATA_DIR: dataDir,
  });
});

afterAll(async () => {
  await gateway?.stop();
  await upstream?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function categories(headers: Record<string, string> = {}): Promise<Response> {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify({ query: 'query Categories { categories { slug } }' }),
  });
  const body = (await response.json()) as { data?: { categories: unknown[] }; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  expect(body.data?.categories.length).toBeGreaterThan(0);
  return response;
}

const withId = (id: string) => (line: LogLine) => line.reqId === id;

describe('the request id', () => {
  it("is the browser's id in the gateway's answer and in both servers' log lines for that request", async () => {
    const id = randomUUID();
    const response = await categories({ 'x-request-id': id });
    expect(response.headers.get('x-request-id')).toBe(id);

    const gatewayLine = await gateway.waitForLine((line) => withId(id)(line) && line.msg === 'request completed');
    expect(gatewayLine.res).toMatchObject({ statusCode: 200 });
    const upstreamLine = await upstream.waitForLine((line) => withId(id)(line) && line.msg === 'request completed');
    expect(upstreamLine.res).toMatchObject({ statusCode: 200 });
    const upstreamRequest = upstream.lines.find((line) => withId(id)(line) && line.msg === 'incoming request');
    expect(upstreamRequest?.req).toMatchObject({ method: 'GET', url: expect.stringMatching(/^\/api\//) });
  });

  it('is made by the gateway when the browser sends none, and still reaches upstream', async () => {
    const response = await categories();
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await upstream.waitForLine((line) => withId(id!)(line) && line.msg === 'request completed');
  });

  it('replaces an id that is not a sane token, so a client cannot write into the logs', async () => {
    const forged = 'abc def"}\\n{"level":60';
    const response = await categories({ 'x-request-id': forged });
    const id = response.headers.get('x-request-id');
    expect(id).not.toBe(forged);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await upstream.waitForLine((line) => withId(id!)(line) && line.msg === 'request completed');
    expect(gateway.lines.some((line) => line.reqId === forged)).toBe(false);
  });

  it('goes with the pictures and files the gateway fetches from upstream too', async () => {
    const id = randomUUID();
    const response = await fetch(`${gateway.url}/images/banners/no-such-banner.svg`, {
      headers: { 'x-request-id': id },
    });
    await response.arrayBuffer();
    expect(response.headers.get('x-request-id')).toBe(id);
    const upstreamLine = await upstream.waitForLine((line) => withId(id)(line) && line.msg === 'request completed');
    expect(upstreamLine.res).toMatchObject({ statusCode: response.status });
  });
});
