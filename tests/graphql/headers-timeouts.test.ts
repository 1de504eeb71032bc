// Server timeouts of both servers: a client that sends its headers and half a body, then nothing,
// loses the connection after the body-idle timeout; one that trickles a byte at a time is cut at
// the request timeout; a request that arrived in full may take its time to be answered.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../../gateway/src/app.ts';
import { DEFAULT_SERVER_TIMEOUTS } from '@shop/server/server-timeouts';
import { buildUpstream } from '../../upstream/src/app.ts';
import { startUpstream, type RunningUpstream } from '../support/upstream.ts';

const TIMEOUTS = { headersMs: 1_000, requestMs: 2_500, bodyIdleMs: 800, keepAliveMs: 1_000 };

/** Opens a raw socket, writes `head`, then `chunks` one every `everyMs`; answers when and how the server closed it. */
function rawRequest(
  port: number,
  head: string,
  chunks: string[] = [],
  everyMs = 0,
): Promise<{ closedAfterMs: number; answer: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(head);
      let index = 0;
      const timer = setInterval(() => {
        if (index < chunks.length && !socket.destroyed) socket.write(chunks[index++]!);
        else clearInterval(timer);
      }, everyMs || 1);
      socket.once('close', () => clearInterval(timer));
    });
    socket.setEncoding('utf8');
    socket.on('data', (data: string) => (answer += data));
    socket.on('error', () => undefined);
    socket.once('close', () => resolve({ closedAfterMs: performance.now() - started, answer }));
    setTimeout(() => {
      socket.destroy();
      reject(new Error('the server kept the connection open for 15 s'));
    }, 15_000).unref();
  });
}

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

  it('drops a body that stops half way after the body-idle timeout', async () => {
    const { closedAfterMs } = await rawRequest(port, halfBody('/graphql'));
    expect(closedAfterMs).toBeGreaterThanOrEqual(TIMEOUTS.bodyIdleMs - 50);
    expect(closedAfterMs).toBeLessThan(TIMEOUTS.bodyIdleMs + 1_500);
  });

  it('cuts a body that trickles in at the request timeout with 408', async () => {
    const trickle = Array.from({ length: 40 }, () => ' ');
    const { closedAfterMs, answer } = await rawRequest(port, halfBody('/graphql'), trickle, 200);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeLessThan(TIMEOUTS.requestMs + 1_500);
  });

  it('drops headers that never end after the headers timeout', async () => {
    const { closedAfterMs } = await rawRequest(
      port,
      'GET / HTTP/1.1\r\nHost: shop.test\r\nX-Slow: ',
      ['a', 'b', 'c', 'd', 'e', 'f', 'g'],
      300,
    );
    expect(closedAfterMs).toBeLessThan(TIMEOUTS.headersMs + 1_500);
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
  it('drops a body that stops half way after the body-idle timeout', async () => {
    const app = await buildUpstream({ dataDir: upstream.dataDir, logger: false, timeouts: TIMEOUTS });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const port = (app.server.address() as net.AddressInfo).port;
      const { closedAfterMs } = await rawRequest(port, halfBody('/api/Login/Login'));
      expect(closedAfterMs).toBeLessThan(TIMEOUTS.bodyIdleMs + 1_500);
    } finally {
      await app.close();
    }
  });
});
