// The OpenTelemetry SDK of upstream, loaded only when tracing is configured (tracing.ts): incoming
// HTTP requests (node:http, joining the gateway's trace through its traceparent header) and
// PostgreSQL queries (pg), exported over OTLP/HTTP.
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';
import type { Tracing } from './tracing.ts';

/** Scrapes and probes make no spans. */
const UNTRACED_PATHS = new Set(['/metrics', '/healthz', '/readyz', '/api/health']);

export function startSdk(options: { serviceName: string }): Tracing {
  const sdk = new NodeSDK({
    serviceName: options.serviceName,
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.has((request.url ?? '').split('?')[0]!),
      }),
      new PgInstrumentation(),
    ],
  });
  sdk.start();
  return { shutdown: () => sdk.shutdown() };
}
