// Server timeouts of both servers: a client that sends its headers and half a body, then nothing,
// loses the connection after the body-idle timeout; one that trickles a byte at a time is cut at
// the request timeout; a request that arrived in full may take its time to be answered. What each
// cut looks like is asserted here, not how long it took: tests/bench/timeouts.ts measures that.
import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../../gateway/src/app.ts';
import { DEFAULT_SERVER_TIMEOUTS } from '@shop/server/server-timeouts';
import { buildUpstream } from '../../upstream/src/app.ts';
import { rawRequest } from '../support/raw-request.ts';
import { startUpstream, type RunningUpstream } from '../support/upstream.ts';

const TIMEOUTS = { headersMs: 1_000, requestMs: 2_500, bodyIdleMs: 800, keepAliveMs: 1_000 };

const halfBody = (path: string) =>
  `POST ${path} HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"query":"{ gateway`;

let upstream: RunningUpstream;
beforeAll(async () => {
  upstream = await startUpstream();
});
afterAll(async () => {
  await upstream?.close();
});

describe('the gateway', () => {
  let port: number;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const app = await buildGateway({ upstreamUrl: upstream.url, dataDir: upstream.dataDir, timeouts: TIMEOUTS });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
    close = () => app.close();
  });
  afterAll(async () => {
    await close?.();
  });

  it('drops a body that stops half way after the body-idle timeout, without an answer', async () => {
    const { answer } = await rawRequest(port, halfBody('/graphql'));
    expect(answer).toBe('');
  });

  it('cuts a body that trickles in at the request timeout with 408, before it has all arrived', async () => {
    // 40 spaces, one every 200 ms: no gap reaches the body-idle timeout, the whole outlasts the request timeout.
    const trickle = Array.from({ length: 40 }, () => ' ');
    const { answer, sent } = await rawRequest(port, halfBody('/graphql'), trickle, 200);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(sent).toBeLessThan(trickle.length);
  });

  it('cuts headers that never end at the headers timeout with 408', async () => {
    const slowHeader = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    const { answer, sent } = await rawRequest(port, 'GET / HTTP/1.1\r\nHost: shop.test\r\nX-Slow: ', slowHeader, 300);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(sent).toBeLessThan(slowHeader.length);
  });

  it('answers a request that arrived in full', async () => {
    const body = '{"query":"{ gatewayVersion }"}';
    const { answer } = await rawRequest(
      port,
      `POST /graphql HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('gatewayVersion');
  });

  it('has defaults of a few seconds for a body that stops', () => {
    expect(DEFAULT_SERVER_TIMEOUTS.bodyIdleMs).toBeLessThanOrEqual(5_000);
    expect(DEFAULT_SERVER_TIMEOUTS.headersMs).toBeLessThanOrEqual(10_000);
  });
});

describe('upstream', () => {
  it('drops a body that stops half way after the body-idle timeout, without an answer', async () => {
    const app = await buildUpstream({ dataDir: upstream.dataDir, logger: false, timeouts: TIMEOUTS });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const port = (app.server.address() as net.AddressInfo).port;
      const { answer } = await rawRequest(port, halfBody('/api/Login/Login'));
      expect(answer).toBe('');
    } finally {
      await app.close();
    }
  });
});
