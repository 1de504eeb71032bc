// The OpenTelemetry SDK both servers start when tracing is configured (tracing.ts): incoming HTTP
// requests (node:http; probes and scrapes make no spans) plus the server's own instrumentations,
// exported over OTLP/HTTP. Imported only through a server's otel-sdk.ts, on demand.
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { NodeSDK } from '@opentelemetry/sdk-node';
import type { Tracing } from './tracing.ts';

type Instrumentation = NonNullable<ConstructorParameters<typeof NodeSDK>[0]>['instrumentations'];

export function startNodeSdk(options: {
  serviceName: string;
  instrumentations: Instrumentation;
  untracedPaths: readonly string[];
}): Tracing {
  const untraced = new Set(options.untracedPaths);
  const sdk = new NodeSDK({
    serviceName: options.serviceName,
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => untraced.has((request.url ?? '').split('?')[0]!),
      }),
      ...(options.instrumentations ?? []),
    ],
  });
  sdk.start();
  return { shutdown: () => sdk.shutdown() };
}
