// The OpenTelemetry SDK of the gateway, loaded only when tracing is configured (tracing.ts):
// incoming HTTP requests (node:http) and the REST calls to upstream (undici, which also sends the
// W3C traceparent header so upstream's spans join the same trace), exported over OTLP/HTTP.
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { NodeSDK } from '@opentelemetry/sdk-node';
import type { Tracing } from './tracing.ts';

/** Scrapes and probes make no spans. */
const UNTRACED_PATHS = new Set(['/metrics', '/healthz', '/readyz']);

export function startSdk(options: { serviceName: string }): Tracing {
  const sdk = new NodeSDK({
    serviceName: options.serviceName,
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.has((request.url ?? '').split('?')[0]!),
      }),
      new UndiciInstrumentation(),
    ],
  });
  sdk.start();
  return { shutdown: () => sdk.shutdown() };
}
