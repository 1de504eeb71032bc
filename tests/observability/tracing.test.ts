// Optional tracing: without OTEL_EXPORTER_OTLP_ENDPOINT the SDK is never loaded; with it pointed at
// a local OTLP/HTTP receiver, the gateway (its main.ts as a process) exports the spans of a request.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTracing as startGatewayTracing } from '../../gateway/src/observability/tracing.ts';
import { startTracing as startUpstreamTracing } from '../../upstream/src/observability/tracing.ts';
import { startServerProcess } from './server-process.ts';

describe.each([
  ['gateway', startGatewayTracing],
  ['upstream', startUpstreamTracing],
])('%s tracing loader', (_part, startTracing) => {
  it('loads nothing when no OTLP endpoint is set', async () => {
    const load = vi.fn();
    expect(await startTracing({}, 'shop', load)).toBeNull();
    expect(await startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: '  ' }, 'shop', load)).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads and starts the SDK with the service name when an endpoint is set', async () => {
    const tracing = { shutdown: vi.fn(async () => {}) };
    const startSdk = vi.fn(() => tracing);
    const load = vi.fn(async () => ({ startSdk }));
    expect(await startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' }, 'shop-x', load)).toBe(tracing);
    expect(startSdk).toHaveBeenCalledWith({ serviceName: 'shop-x' });
    await startTracing(
      { OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://c/v1/traces', OTEL_SERVICE_NAME: 'eu' },
      'shop-x',
      load,
    );
    expect(startSdk).toHaveBeenLastCalledWith({ serviceName: 'eu' });
  });
});

interface Export {
  path: string;
  body: string;
}

describe('the gateway with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  const exports: Export[] = [];
  let receiver: Server;
  let receiverUrl: string;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-tracing-'));
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        exports.push({ path: request.url ?? '', body: Buffer.concat(chunks).toString('utf8') });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const address = receiver.address();
    if (address === null || typeof address === 'string') throw new Error('receiver did not listen');
    receiverUrl = `http://127.0.0.1:${address.port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
    await rm(dataDir, { recursive: true, force: true });
  });

  it('exports the span of a GraphQL request over OTLP/HTTP by the time it has stopped', async () => {
    const gateway = await startServerProcess('gateway/src/main.ts', {
      HOST: '127.0.0.1',
      PORT: '0',
      UPSTREAM_URL: 'http://127.0.0.1:9',
      JWT_SECRET: 'tracing-test-secret-0123456789abcdef',
      DATA_DIR: dataDir,
      OTEL_EXPORTER_OTLP_ENDPOINT: receiverUrl,
      OTEL_SERVICE_NAME: 'shop-gateway-under-test',
    });
    try {
      const response = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'query Version { gatewayVersion }' }),
      });
      expect(response.status).toBe(200);
    } finally {
      await gateway.stop();
    }
    const traces = exports.filter((e) => e.path === '/v1/traces');
    expect(traces.length).toBeGreaterThan(0);
    const body = traces.map((e) => e.body).join('\n');
    expect(body).toContain('shop-gateway-under-test');
    expect(body).toMatch(/"spans":\[\{/);
  });
});
