// The OpenTelemetry SDK of the gateway, loaded only when tracing is configured
// (@shop/server/tracing): incoming HTTP requests and the REST calls to upstream (undici, which also
// sends the W3C traceparent header so upstream's spans join the same trace), exported over OTLP/HTTP.
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { startNodeSdk } from '@shop/server/otel-sdk';
import type { Tracing } from '@shop/server/tracing';

export function startSdk(options: { serviceName: string }): Tracing {
  return startNodeSdk({
    serviceName: options.serviceName,
    instrumentations: [new UndiciInstrumentation()],
    untracedPaths: ['/metrics', '/healthz', '/readyz'],
  });
}
