// Optional tracing (the loader's own tests: packages/server/src/tracing.test.ts): with
// OTEL_EXPORTER_OTLP_ENDPOINT pointed at a local OTLP/HTTP receiver, both servers (their main.ts as processes) export the spans of one
// request, in one trace.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './server-process.ts';

interface Export {
  path: string;
  body: string;
}

interface OtlpJson {
  resourceSpans?: Array<{
    resource?: { attributes?: Array<{ key: string; value: { stringValue?: string } }> };
    scopeSpans?: Array<{ spans?: Array<{ traceId: string }> }>;
  }>;
}

/** The spans of an OTLP/JSON export, each with its service's name. */
function spansOf(body: string): Array<{ service: string | undefined; traceId: string }> {
  const parsed = JSON.parse(body) as OtlpJson;
  return (parsed.resourceSpans ?? []).flatMap((resourceSpans) => {
    const service = resourceSpans.resource?.attributes?.find((a) => a.key === 'service.name')?.value.stringValue;
    return (resourceSpans.scopeSpans ?? []).flatMap((scope) =>
      (scope.spans ?? []).map((span) => ({ service, traceId: span.traceId })),
    );
  });
}

describe('both servers with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
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

  it("exports both servers' spans of one GraphQL request in one trace over OTLP/HTTP", async () => {
    const settings = { JWT_SECRET: 'tracing-test-secret-0123456789abcdef', OTEL_EXPORTER_OTLP_ENDPOINT: receiverUrl };
    const upstream = await startServerProcess('upstream/src/main.ts', {
      ...settings,
      DATA_DIR: dataDir,
      UPSTREAM_PORT: '0',
      PUBLIC_URL: 'http://localhost:4000',
      OTEL_SERVICE_NAME: 'upstream-under-test',
    });
    try {
      const gateway = await startServerProcess('gateway/src/main.ts', {
        ...settings,
        HOST: '127.0.0.1',
        PORT: '0',
        UPSTREAM_URL: upstream.url,
        DATA_DIR: dataDir,
        OTEL_SERVICE_NAME: 'gateway-under-test',
      });
      try {
        const response = await fetch(`${gateway.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: 'query Categories { categories { slug } }' }),
        });
        expect(((await response.json()) as { errors?: unknown }).errors).toBeUndefined();
      } finally {
        await gateway.stop();
      }
    } finally {
      await upstream.stop();
    }
    const traces = (service: string) =>
      new Set(
        exports
          .filter((e) => e.path === '/v1/traces')
          .flatMap((e) => spansOf(e.body))
          .filter((span) => span.service === service)
          .map((span) => span.traceId),
      );
    const gatewayTraces = traces('gateway-under-test');
    const upstreamTraces = traces('upstream-under-test');
    expect(gatewayTraces.size).toBeGreaterThan(0);
    expect(upstreamTraces.size).toBeGreaterThan(0);
    expect([...upstreamTraces].some((traceId) => gatewayTraces.has(traceId))).toBe(true);
  });
});
