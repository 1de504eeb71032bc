// The OpenTelemetry SDK of upstream, loaded only when tracing is configured (@shop/server/tracing):
// incoming HTTP requests (joining the gateway's trace through its traceparent header) and
// PostgreSQL queries (pg), exported over OTLP/HTTP.
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { startNodeSdk } from '@shop/server/otel-sdk';
import type { Tracing } from '@shop/server/tracing';

export function startSdk(options: { serviceName: string }): Tracing {
  return startNodeSdk({
    serviceName: options.serviceName,
    instrumentations: [new PgInstrumentation()],
    untracedPaths: ['/metrics', '/healthz', '/readyz', '/api/health'],
  });
}
